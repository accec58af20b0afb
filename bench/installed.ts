/**
 * The installed tool for the entries that measure it (`cli.startup`, `generate.wall`): the repository
 * packed and installed with production dependencies only (test/helpers/installed-tool.ts), once per
 * bench run, removed when the run ends.
 */
import { rmSync } from 'node:fs';
import { type InstalledTool, installTool } from '../test/helpers/installed-tool.ts';

let tool: Promise<InstalledTool> | undefined;

export function installedTool(): Promise<InstalledTool> {
  tool ??= installTool().then((installed) => {
    process.once('exit', () => rmSync(installed.dir, { recursive: true, force: true }));
    return installed;
  });
  return tool;
}
