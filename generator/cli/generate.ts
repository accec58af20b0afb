import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hasDrift } from '../compare.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { runGenerate } from '../run.ts';
import type { Command } from './command.ts';

export const generateCommand: Command = {
  name: 'generate',
  summary: 'write generated/ from spec/ (or, with --check, verify it is in step)',
  usage: [
    'Usage: mk8s-codegen generate [--out DIR] [--check]',
    '',
    '  --out DIR   where to write the package (default: generated)',
    '  --check     regenerate in memory and exit 1, listing every file that differs',
  ].join('\n'),
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: { out: { type: 'string' }, check: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    });
    const out = resolve(io.cwd, values.out ?? 'generated');
    const outcome = await runGenerate({ root: io.cwd, out, check: values.check === true });
    switch (outcome.kind) {
      case 'invalid-spec':
        for (const d of outcome.diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
        io.stderr(`spec check failed: ${outcome.diagnostics.length} problem(s); nothing was written\n`);
        return 1;
      case 'written':
        io.stdout(`wrote ${outcome.files} files to ${out}\n`);
        return 0;
      case 'checked': {
        const { drift } = outcome;
        if (!hasDrift(drift)) {
          io.stdout(`${out} is in step with spec/\n`);
          return 0;
        }
        for (const p of drift.differing) io.stderr(`differs: ${p}\n`);
        for (const p of drift.missing) io.stderr(`missing: ${p}\n`);
        for (const p of drift.extra) io.stderr(`extra:   ${p}\n`);
        io.stderr('generated/ is out of step with spec/: run `npm run generate` and commit both\n');
        return 1;
      }
    }
  },
};
