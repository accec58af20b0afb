/** Small helpers for writing JavaScript source: literals, property access, pointer paths. */
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield await implements interface package private protected public static arguments eval undefined'.split(
    ' ',
  ),
);

export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name);
}

/** `v.name` or `v["tls-config"]`. */
export function member(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`;
}

/** A local variable for a field's value: `$name`, or `$field3` when the name is not an identifier. */
export function local(name: string, index: number): string {
  return /^[A-Za-z_][\w]*$/.test(name) ? `$${name}` : `$field${index}`;
}

/** Indents every non-empty line of `code` by `depth` steps of two spaces. */
export function indent(code: string, depth = 1): string {
  const pad = '  '.repeat(depth);
  return code
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

export function checkName(type: string): string {
  return `check${type}`;
}
