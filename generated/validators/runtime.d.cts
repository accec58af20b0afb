// generated from spec/ — do not edit
// Types of templates/runtime/validators/runtime.ts.
/**
* The runtime of the compiled validators (`validators/runtime.js`): the hand-written checks that are
* the same for every schema, one module per concern, as the one module the generated
* `validators/index.js` imports, with the compiler of the patch model its patch checks read. Nothing
* here compiles a schema or evaluates code.
*/
export { compileModel } from "../patch/model.cjs";
export * from "./conflicts.cjs";
export * from "./core.cjs";
export * from "./free-form-patch.cjs";
export * from "./messages.cjs";
export * from "./patch-checks.cjs";
export * from "./patch-members.cjs";
export * from "./scalar-messages.cjs";
export * from "./size.cjs";
export * from "./unique.cjs";
export * from "./values.cjs";
export * from "./words.cjs";
