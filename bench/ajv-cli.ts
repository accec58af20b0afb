/**
 * ajv-cli 5, the peer the CLI entries run against (`cli.startup`, `cli.validate.many*`): its command
 * line for validating `data` (a file or a quoted glob) with one of the package's JSON Schemas —
 * draft 2020-12, formats from ajv-formats, strict mode off (it refuses the `x-mk8s-` annotations).
 */
import { join } from 'node:path';
import { REPO } from './harness/suites.ts';

export const AJV_CLI_NAME = 'ajv-cli 5 validate (draft2020, ajv-formats, strict off)';

export function ajvCliArgs(schema: string, data: string): string[] {
  return [
    join(REPO, 'node_modules', 'ajv-cli', 'dist', 'index.js'),
    'validate',
    '--spec=draft2020',
    '--strict=false',
    '-c',
    'ajv-formats',
    '-s',
    join(REPO, 'generated', 'schemas', schema),
    '-d',
    data,
  ];
}
