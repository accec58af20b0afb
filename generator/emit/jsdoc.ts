/** JSDoc blocks from schema descriptions and constraints. */

/** A JSDoc block at `indent`, or nothing when there is nothing to say. */
export function jsdoc(lines: readonly string[], indent = ''): string {
  const body = lines.flatMap((line) => line.split('\n')).map((line) => line.replace(/\*\//g, '*\\/'));
  while (body.length > 0 && body.at(-1) === '') body.pop();
  if (body.length === 0) return '';
  if (body.length === 1) return `${indent}/** ${body[0]} */\n`;
  return `${indent}/**\n${body.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`).join('\n')}\n${indent} */\n`;
}

/** A description followed by `@tag value` lines, separated by a blank line when both exist. */
export function withTags(description: string, tags: readonly (readonly [string, unknown])[]): string[] {
  const tagLines = tags
    .filter(([, value]) => value !== undefined)
    .map(([tag, value]) => `@${tag} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = description.trim();
  if (text === '') return tagLines;
  return tagLines.length > 0 ? [text, '', ...tagLines] : [text];
}
