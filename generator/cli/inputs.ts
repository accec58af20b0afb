/**
 * The files a command is given: paths, folders (their `.json`, `.yaml` and `.yml` files, at any
 * depth), glob patterns (`'clusters/**\/*.yaml'`, for shells that do not expand them), and `-` for
 * standard input. Each file once (by its real path, however it was reached), in the order given;
 * what names no file is reported, not skipped, and a link that leads nowhere (named directly or met
 * in a folder) is named as one, with its target.
 */
import { resolve } from 'node:path';
import { type Position, UndecodableText } from '../documents/index.ts';
import { pathKind, readInputFile } from '../read.ts';
import { brokenLink, type FoundFile, foundFile, listClusterFiles, matchGlob } from '../read-inputs.ts';
import { type CliIo, UsageError } from './command.ts';
import { shownPath } from './paths.ts';

export interface InputFile {
  /** The name printed for it. */
  readonly shown: string;
  /** Absolute path; absent for standard input. */
  readonly path?: string;
}

export interface InputProblem {
  readonly shown: string;
  readonly message: string;
}

export const STDIN_NAME = '-';

const GLOB_CHARACTERS = /[*?[\]{}]/;

/** The inputs named by `args`, in their order: files to read, and arguments that name none. */
export async function expandInputs(args: readonly string[], cwd: string): Promise<(InputFile | InputProblem)[]> {
  if (args.filter((a) => a === STDIN_NAME).length > 1) throw new UsageError('only one input may be - (standard input)');
  const inputs: (InputFile | InputProblem)[] = [];
  const seen = new Set<string>();
  const add = (found: FoundFile | InputProblem) => {
    if ('message' in found) inputs.push(found);
    else if (!seen.has(found.real)) {
      seen.add(found.real);
      inputs.push({ shown: shownPath(cwd, found.path), path: found.path });
    }
  };
  for (const arg of args) {
    if (arg === STDIN_NAME) inputs.push({ shown: STDIN_NAME });
    else (await filesNamedBy(arg, cwd)).forEach(add);
  }
  return inputs;
}

export function isProblem(input: InputFile | InputProblem): input is InputProblem {
  return 'message' in input;
}

async function filesNamedBy(arg: string, cwd: string): Promise<(FoundFile | InputProblem)[]> {
  const path = resolve(cwd, arg);
  const kind = await pathKind(path);
  if (kind === 'file') return [foundFile(path)];
  if (kind === 'folder') {
    const found = await listClusterFiles(path);
    if (found.length === 0) return [{ shown: arg, message: 'the folder holds no .json, .yaml or .yml file' }];
    return found.map((f) =>
      'reason' in f ? { shown: shownPath(cwd, f.path), message: `cannot read: ${f.reason}` } : f,
    );
  }
  const broken = await brokenLink(path);
  if (broken !== undefined) return [{ shown: arg, message: `cannot read: ${broken.reason}` }];
  if (!GLOB_CHARACTERS.test(arg)) return [{ shown: arg, message: 'cannot read: no such file or folder' }];
  const found = await matchGlob(arg, cwd);
  return found.length > 0 ? found : [{ shown: arg, message: 'the pattern matches no file' }];
}

/** Why an input cannot be read, and where in it when its bytes are not text (`at`: the first that is not). */
export interface Unread {
  readonly problem: string;
  readonly at?: Position;
}

/** The text of an input, or why it cannot be read. */
export async function readInput(file: InputFile, io: CliIo): Promise<{ text: string } | Unread> {
  if (file.path !== undefined) return readFileInput(io.cwd, file.path);
  return io.readStdin().then(
    (text) => ({ text }),
    (error: unknown) => unread(undefined, error),
  );
}

/** The text of a file named by the user (decoded by its byte order mark), or why it cannot be read. */
export async function readFileInput(cwd: string, path: string): Promise<{ text: string } | Unread> {
  return readInputFile(cwd, path).then(
    (text) => ({ text }),
    (error: unknown) => unread(resolve(cwd, path), error),
  );
}

async function unread(path: string | undefined, error: unknown): Promise<Unread> {
  const at = error instanceof UndecodableText ? { at: error.position } : {};
  return { problem: `cannot read: ${await whyUnread(path, error)}`, ...at };
}

/** Why the file at `path` could not be read, in words: a link that leads nowhere names its target. */
async function whyUnread(path: string | undefined, error: unknown): Promise<string> {
  if (error instanceof UndecodableText) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ELOOP') {
    const broken = path === undefined ? undefined : await brokenLink(path);
    if (broken !== undefined) return broken.reason;
  }
  if (code === 'ENOENT') return 'no such file';
  return code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (code ?? String(error));
}
