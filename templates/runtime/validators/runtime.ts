/**
 * The runtime of the compiled validators (`validators/runtime.js`): the hand-written checks that are
 * the same for every schema, one module per concern, as the one module the generated
 * `validators/index.js` imports, with the compiler of the patch model its patch checks read. Nothing
 * here compiles a schema or evaluates code.
 */
export { compileModel } from '../patch/model.js';
export * from './conflicts.js';
export * from './core.js';
export * from './free-form-patch.js';
/** @internal */
export { addIdentifier, hashText, identifierTable, releaseIdentifierTable, tablesTaken } from './identifier-table.js';
/** @internal */
export { esc, forbiddenKey, pointer, push, pushLazy, unreadable } from './issues.js';
/** @internal */
export { jsonBytes } from './json-bytes.js';
export * from './messages.js';
export * from './patch-checks.js';
export * from './patch-members.js';
export * from './scalar-messages.js';
/** @internal */
export { countKeys, FORBIDDEN_KEYS, screen } from './screen.js';
export * from './size.js';
export * from './unique.js';
export * from './values.js';
export * from './words.js';
