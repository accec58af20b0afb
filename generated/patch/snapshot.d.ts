// generated from spec/ — do not edit
// Types of templates/runtime/patch/snapshot.ts.
/**
* `snapshotPatch` copies a patch as it is handed over, before anything is checked: every member is
* read once, so the patch the validators check is the one the engine applies, even when a getter or
* a proxy would answer differently the second time; and the engine may put the snapshot's values in
* a result as they are, since nothing else holds them. The copy also bounds the size of the patch's
* JSON text, which bounds how much a result can grow (engine.ts), notes whatever the screen of
* rule 14 could report, so that a clean patch is checked without it, and records the free-form
* values it proves valid, so that the patch check does not walk them again (proofs.ts).
*/
/** A patch as the engine holds it: its snapshot, and at least the bytes of its JSON text. */
export interface Snapshot {
	readonly value: unknown;
	/**
	* At least the bytes of the patch's JSON text, counted while copying as the validators count
	* (validators/size.ts: a string as one to six bytes a unit while the count is small, exactly once
	* it is not); infinite when the patch shares members.
	*/
	readonly bytes: number;
	/**
	* The copy holds nothing the screen of rule 14 could report, so the patch check may skip it: no
	* forbidden key or operator suffix, no string in an array that could be a forbidden `$drop` entry,
	* no member holding `undefined`, no level deeper than the limit, and at most the limit of operator
	* entries counting every array under a `$` key (one for any other value). Judged while copying, the
	* only other visit of every key; false whenever in doubt (the screen then runs and decides).
	*/
	readonly screened: boolean;
	/** Free-form values of the copy proven valid, for the patch check to skip (proofs.ts). */
	readonly proven: ((value: unknown, limits: object) => boolean) | undefined;
	/**
	* The patch holds an object whose prototype is neither this realm's `Object.prototype` nor `null`
	* (a Date, Map, class instance, an object of another realm), or was too deep or shared to tell: its
	* copy is a plain object, which would hide what the validator refuses, so the patch as given is
	* checked too (prepare.ts). Read from the prototype the copy reads anyway.
	*/
	readonly foreign: boolean;
}
/**
* A deep copy of a patch as given, whatever its shape (see the module comment); `frozen`: every
* object and array it copies by recursion is frozen once made (`freezeJson`, clone.ts), those
* copied by stack are not (the copy is then `foreign`).
*/
export declare function snapshotPatch(patch: unknown, frozen?: boolean): Snapshot;
