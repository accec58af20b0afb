// generated from spec/ — do not edit
// Types of templates/runtime/validators/free-form-patch.ts.
/**
* A member of a free-form object in a patch (patch-semantics rule 11): any JSON but `null`, where
* a plain object is a nested patch of the member, at every depth. Such an object takes `$drop` (keys
* to remove) and `$replace/<key>` (a member set whole, a literal value); the array operators are
* refused (the kind of an array inside a free-form value is unknown), as is every other `$` key.
* Rule 4 applies at each level. Arrays, their elements and `$replace/` values are literal values
* (values.ts). Depth and sizes count as in the resource.
*/
export {};
