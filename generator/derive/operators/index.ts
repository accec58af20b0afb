/**
 * The patch operators, in the order they apply inside one object (patch-semantics rule 6):
 * `$drop` → `$replace/*` → (plain fields) → `$drop/` or `$retain/` → `$patch/` → `$append/`.
 * Adding an operator is adding a module and one line here.
 */
import { append } from './append.ts';
import { drop } from './drop.ts';
import { dropItems } from './drop-items.ts';
import { patch } from './patch.ts';
import { replace } from './replace.ts';
import { retain } from './retain.ts';
import type { PatchOperator } from './types.ts';

export const OPERATORS: readonly PatchOperator[] = [drop, replace, dropItems, retain, patch, append];

export type { OperatorContext, OperatorLevel, PatchOperator } from './types.ts';
