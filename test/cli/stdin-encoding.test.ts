/**
 * Standard input is decoded as files are (the real process, whose stdin is bytes): UTF-16 with its
 * byte order mark is read, and a byte order mark shifts no column.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

const BIN = join(REPO, 'bin', 'mk8s-codegen.js');
const BODY =
  'name: prod-eu\nbogus: 1\ndescription: café ☸\nspec: {version: "1.31.5", provider: {generic: {location: eu}}}\n';

function validate(input: Buffer) {
  const result = spawnSync(process.execPath, [BIN, 'validate', '-', '--as', 'create'], { input, encoding: 'utf8' });
  return { code: result.status, stderr: result.stderr };
}

describe('validate - (standard input)', () => {
  it.each([
    ['UTF-16 LE with its byte order mark', Buffer.from(`\uFEFF${BODY}`, 'utf16le')],
    ['UTF-16 BE with its byte order mark', Buffer.from(`\uFEFF${BODY}`, 'utf16le').swap16()],
    [
      'UTF-8 with a byte order mark',
      Buffer.from(`\uFEFF${BODY.replace('name: prod-eu\nbogus: 1', 'bogus: 1\nname: prod-eu')}`),
    ],
  ])(
    'reads %s',
    (name, input) => {
      const at = name.startsWith('UTF-8') ? '1:1' : '2:1';
      expect(validate(input)).toEqual({
        code: 1,
        stderr: `-:${at}: /bogus: unknown field "bogus"; the fields here are name, description, tags, spec\n`,
      });
    },
    60_000,
  );
});
