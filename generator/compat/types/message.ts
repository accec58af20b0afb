/** The checker's message, shortened for a report line: sides named `old`/`new`, a bounded length. */

const MAX_LENGTH = 400;

export function shorten(message: string): string {
  const text = message
    .replace(/import\("\/(old|new|mix)\/[^"]*"\)\./g, (_, side: string) => `${side === 'mix' ? 'old' : side}.`)
    .replace(
      /\b(Old|New|Mix|__new)\./g,
      (_, side: string) => `${side === 'Mix' ? 'old' : side.replace('__', '').toLowerCase()}.`,
    )
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1)}…`;
}
