/** JSON Pointer helpers (RFC 6901). */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * A pointer as reports show it: the root `""` as `(root)`, so it is not mistaken for a missing
 * pointer, nor for `/` (the member named "").
 */
export function shownPointer(pointer: string): string {
  return pointer === '' ? '(root)' : pointer;
}

export function joinPointer(base: string, ...tokens: readonly (string | number)[]): string {
  return base + tokens.map((t) => `/${escapeToken(String(t))}`).join('');
}

/** The reference tokens of a pointer, unescaped (`~1` is `/`, `~0` is `~`); none for the whole document. */
export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);
}

/** The value at `pointer` inside `doc`, or `undefined` when the path does not exist. */
export function getAtPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = doc;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      node = node[Number(token)];
    } else if (isRecord(node) && Object.hasOwn(node, token)) {
      node = node[token];
    } else {
      return undefined;
    }
  }
  return node;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
