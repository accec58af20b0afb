/**
 * Strings that a YAML writer must not print plain, or must print with care: each reads as another
 * value (a number, a boolean, null, a date, a merge key) to YAML 1.2 core readers, to YAML 1.1 readers
 * or to both, starts with an indicator, holds what breaks a line, or has spaces where YAML drops them.
 */
export const TRICKY_STRINGS: readonly string[] = [
  // numbers, in 1.2 core, in 1.1, or in neither but close
  ...['0o17', '0o0', '0x1F', '0b101', '1e3', '1_000', '012', '+1', '-0', '.5', '0.', '1.30', '1.31.5', '190:20:30'],
  ...['.inf', '-.Inf', '+.INF', '.nan', '.NaN'],
  // null and booleans
  ...['~', 'null', 'Null', 'NULL', 'true', 'False', 'yes', 'no', 'on', 'off', 'y', 'n', 'Y', 'N', 'Yes', 'OFF'],
  // dates and times of YAML 1.1
  ...['2024-01-01', '2001-12-14t21:59:43.10-05:00', '12:30:00'],
  // merge and value keys of YAML 1.1, indicators, and what the structure would take
  ...['<<', '=', '-', '?', ':', '- a', '? a', 'a: b', 'k:', '#x', 'a #b', '@x', '`x', '!x', '&x', '*x', '%x', '|', '>'],
  ...['{}', '[]', ',', "'", '"', "'q'", '"dq"', '\\', '---', '...', '--- a', 'x\n---\ny'],
  // spaces and line breaks
  ...['', ' ', ' a', 'a ', '  lead\n  more', 'trail \nnext', 'line1\nline2', '\n', 'a\n\nb\n', 'a\r\nb'],
  // a tab, the line breaks of YAML 1.1 that 1.2 does not break on, and characters YAML may not hold raw
  ...['tab\there', '\t', 'a\u2028b', '\u2029', '\u0085nel', 'del\u007f', '\u009f', '\ufeffbom', '\u0000', '\u0007'],
  ...['é😀', '\ud800', `long ${'k'.repeat(1100)}`],
];
