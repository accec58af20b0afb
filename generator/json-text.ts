/**
 * One JSON file of the user's (a spec file, the configuration), read as the CLI reads cluster files
 * (`documents/json.ts`): a syntax error is placed at its line and column and at the value it stands
 * in, and a key given twice — which `JSON.parse` would let the last one win silently — is refused.
 * Spec files and the configuration say what is wrong in the same words.
 */
import { readJson } from './documents/json.ts';

export interface JsonTextProblem {
  /** `invalid JSON (line 3, column 5): …` */
  readonly message: string;
  /** The JSON Pointer of the value the problem stands in (`''` for the root). */
  readonly pointer: string;
}

export type JsonText = { ok: true; value: unknown } | { ok: false; problems: JsonTextProblem[] };

export function parseJsonText(text: string): JsonText {
  const { documents, lines } = readJson(text);
  const [doc] = documents;
  if (doc !== undefined && doc.issues.length === 0) return { ok: true, value: doc.value };
  const problems = (doc?.issues ?? []).map((issue): JsonTextProblem => {
    const { line, column } = lines.positionAt(issue.offset);
    return { message: `invalid JSON (line ${line}, column ${column}): ${issue.message}`, pointer: issue.pointer ?? '' };
  });
  return { ok: false, problems };
}
