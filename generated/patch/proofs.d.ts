// generated from spec/ — do not edit
// Types of templates/runtime/patch/proofs.ts.
/**
* What the copy of a patch (snapshot.ts) learns of it in passing, so that nothing is read twice:
* - the exact bytes of the plain member names it met (a patch repeats a few field names, 10,000
*   times in a list of 10,000 elements, and a look-up costs less than reading a name again);
* - which of its copied objects and arrays are free-form values within any limits a schema is
*   likely to state (`Proofs`): no key but plain names, no scalar but strings of at most
*   `PROVEN_LENGTH` units, finite numbers and booleans, no object of more than `PROVEN_KEYS` keys,
*   no array of more than `PROVEN_ITEMS` items — with the levels they hold. The engine's patch
*   check asks `proven` before it walks the value of a free-form member and skips the walk when it
*   answers true: the answer holds only where the value's limits, its depth and the key check of
*   every plain name pass, so it refuses whatever the walk would refuse.
*/
export {};
