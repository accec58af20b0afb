/**
 * Reads a folder and single files from a git ref of the repository around `cwd`, with the `git`
 * command: `ls-tree` lists the blobs, one `cat-file --batch` reads them all.
 */
import { execFile, spawn } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';

export class GitError extends Error {}

function git(cwd: string, args: readonly string[]): Promise<Buffer> {
  return new Promise((done, fail) => {
    execFile('git', [...args], { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) fail(new GitError(`git ${args.join(' ')}: ${stderr.toString('utf8').trim() || error.message}`));
      else done(stdout);
    });
  });
}

/** The repository path of `dir` (relative to the top of the work tree, `/`-separated). */
export async function repositoryPath(cwd: string, dir: string): Promise<{ top: string; path: string }> {
  const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).toString('utf8').trim();
  return { top, path: relative(top, resolve(cwd, dir)).split(sep).join('/') };
}

/** Every file under `dir` at `ref`, by path relative to `dir`, with a name ending in `suffix`. */
export async function readTreeAt(cwd: string, ref: string, dir: string, suffix: string): Promise<Map<string, string>> {
  const { top, path } = await repositoryPath(cwd, dir);
  await git(top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => {
    throw new GitError(`${ref} is not a commit of the repository at ${top}`);
  });
  const listing = (await git(top, ['ls-tree', '-r', '-z', ref, '--', path === '' ? '.' : path])).toString('utf8');
  const blobs: { id: string; name: string }[] = [];
  for (const entry of listing.split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
    if (match?.[1] === undefined || match[2] === undefined || !match[2].endsWith(suffix)) continue;
    blobs.push({ id: match[1], name: path === '' ? match[2] : match[2].slice(path.length + 1) });
  }
  const contents = await catFiles(
    top,
    blobs.map((b) => b.id),
  );
  return new Map(blobs.map((b, i) => [b.name, contents[i] ?? '']));
}

/** One file at `ref`, or `undefined` when the ref has none there. */
export async function readFileAt(cwd: string, ref: string, file: string): Promise<string | undefined> {
  const { top, path } = await repositoryPath(cwd, file);
  return git(top, ['show', `${ref}:${path}`]).then(
    (out) => out.toString('utf8'),
    () => undefined,
  );
}

function catFiles(cwd: string, ids: readonly string[]): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new GitError(`git cat-file exited with ${code}`));
      done(splitBatch(Buffer.concat(chunks), ids.length));
    });
    child.stdin.end(ids.map((id) => `${id}\n`).join(''));
  });
}

/** `<id> blob <size>\n<content>\n`, repeated. */
function splitBatch(out: Buffer, count: number): string[] {
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString('utf8').split(' ')[2]);
    texts.push(out.subarray(eol + 1, eol + 1 + size).toString('utf8'));
    at = eol + 1 + size + 1;
  }
  return texts;
}
