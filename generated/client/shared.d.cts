// generated from spec/ — do not edit
// Types of templates/runtime/client/shared.ts.
/**
* What both client entries share, once in the package (`client/shared.js`): the client's constructor
* and the classes and answers table it uses. `client/index.js` (`@mk8s/schema/client`) and
* `client/validating.js` (the package root's) import it, so an `ApiRequestError` thrown by either
* entry is `instanceof` the other's class and `responseOf` of either knows the other's clusters. It is
* no entry of `exports`: the constructor, which takes the checks as an argument, stays out of the
* public surface, at run time as in the declarations.
*/
export { ApiRequestError, RequestValidationError } from "./errors.cjs";
export { responseOf } from "./response.cjs";
