// generated from spec/ — do not edit
// Types of templates/runtime/validators/patch-members.ts.
/**
* The members a patch level does not take — read-only fields, unknown fields, operator keys that do
* not apply — and the names a `$drop` list gives that are no fields: their issues and messages. The
* run's first issues get a did-you-mean hint, written when the message is read; later ones the plain
* message (issues.ts `pushHinted`).
*/
export {};
