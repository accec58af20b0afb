/**
 * The configuration of the project a command runs in, for the commands that follow it: a broken one
 * is a usage error (exit 2) that names the file, without the command's usage (the flags were fine).
 */
import { ConfigError } from '../config.ts';
import { type ProjectConfig, readConfig } from '../read.ts';
import { UsageError } from './command.ts';

/** The configuration found from `cwd` (`readConfig`), and the folder its paths are relative to. */
export async function projectConfig(cwd: string): Promise<ProjectConfig> {
  try {
    return await readConfig(cwd);
  } catch (error) {
    throw usageErrorOf(error);
  }
}

/** A `ConfigError` as the usage error the CLI reports; anything else unchanged. */
export function usageErrorOf(error: unknown): unknown {
  return error instanceof ConfigError ? new UsageError(error.message, false) : error;
}
