/**
 * The stored bodies the compatibility guard re-validates, read as `validate` reads cluster files:
 * JSON and YAML files (each document of a YAML stream), folders at any depth (hidden folders and
 * `node_modules` skipped, links followed) and glob patterns. What the user names must be read
 * whole: a path that names nothing, a link to nothing or a file that is not JSON or YAML data is a
 * usage error naming the place. The default paths are a checkout's own examples and fixtures, where
 * such files are deliberate (inputs of the tests), so there they are passed over.
 */
import { resolve } from 'node:path';
import { expandInputs, type InputFile, isProblem, readFileInput, STDIN_NAME } from '../cli/inputs.ts';
import { detectFormat, readDocuments } from '../documents/index.ts';
import { pathKind } from '../read.ts';
import type { CorpusDocument } from './corpus.ts';

/** A base, spec or corpus that cannot be read: a usage error of the command. */
export class CompatInputError extends Error {}

/** Every document of the corpus paths; `named` when the user gave them (`--corpus`). */
export async function readCorpus(cwd: string, paths: readonly string[], named: boolean): Promise<CorpusDocument[]> {
  if (named && paths.includes(STDIN_NAME)) {
    throw new CompatInputError('--corpus: - (standard input) is not read; name files or folders');
  }
  const present = named ? paths : await existing(cwd, paths);
  const documents: CorpusDocument[] = [];
  for (const input of await expandInputs(present, cwd)) {
    if (isProblem(input)) {
      if (named) throw new CompatInputError(`--corpus: ${input.shown}: ${input.message}`);
    } else {
      documents.push(...(await documentsOf(cwd, input, named)));
    }
  }
  return documents;
}

async function existing(cwd: string, paths: readonly string[]): Promise<string[]> {
  const kinds = await Promise.all(paths.map((path) => pathKind(resolve(cwd, path))));
  return paths.filter((_, i) => kinds[i] !== 'missing');
}

/** The documents of one file, each known by the file (and its place in a stream of several). */
async function documentsOf(cwd: string, input: InputFile, named: boolean): Promise<CorpusDocument[]> {
  const found = await readFileInput(cwd, input.path ?? input.shown);
  if ('problem' in found) {
    const at = found.at === undefined ? '' : `:${found.at.line}:${found.at.column}`;
    if (named) throw new CompatInputError(`--corpus: ${input.shown}${at}: ${found.problem}`);
    return [];
  }
  const text = found.text;
  const read = await readDocuments(text, detectFormat(input.shown, text));
  const several = read.documents.length > 1;
  const documents: CorpusDocument[] = [];
  for (const [index, document] of read.documents.entries()) {
    const [issue] = document.issues;
    if (issue !== undefined) {
      if (!named) continue;
      const { line, column } = read.lines.positionAt(issue.offset);
      throw new CompatInputError(`--corpus: ${input.shown}:${line}:${column}: ${issue.message}`);
    }
    const file = several ? `${input.shown} (document ${index + 1})` : input.shown;
    documents.push({ file, value: document.value });
  }
  return documents;
}
