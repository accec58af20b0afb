/**
 * `\uXXXX` for one UTF-16 code unit: an escape JSON, YAML's double-quoted strings and the people
 * reading a report all take. Shared by the YAML printer and the reports' one-line issues.
 */
export function unicodeEscape(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
