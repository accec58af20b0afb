// generated from spec/ — do not edit
// Types of templates/runtime/validators/size.ts.
/**
* The size of a record (`x-mk8s-max-bytes`): the bytes of its JSON text in UTF-8, as `JSON.stringify`
* writes it (no spaces; members holding `undefined` left out).
*
* The generated checks count it while they read the value (`run.size`, `run.wide`): member names
* and punctuation exactly, a string whose pattern or enum admits only printable ASCII other than `"`
* and `\` exactly, any other string as one to six bytes a unit (past half the limit, the public
* validators keep such strings aside and read them only if the count must be closed at the end;
* other runs read them as they come), an integer exactly, any other number as one to 24
* characters. When the checks read the whole value (no issue, nothing stripped) and even the most
* that count can mean is within the limit, that settles it without another walk: always for a body
* up to half the limit. A value whose count cannot settle it — above half the limit, or with parts
* the checks did not read — is counted again by json-bytes.ts, first as an upper bound, then exactly.
*/
export {};
