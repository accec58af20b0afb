/**
 * The library entry of `mk8s-codegen`, for build scripts and bundler plugins:
 *
 * ```ts
 * import { generate, write } from 'mk8s-codegen';
 *
 * const { files, diagnostics } = await generate({ spec: 'spec', artifacts: ['types', 'validators'] });
 * if (diagnostics.length > 0) throw new Error(diagnostics.map(formatDiagnostic).join('\n'));
 * await write(files, 'generated');
 * ```
 *
 * The CLI is built on exactly these functions.
 */
export { ARTIFACT_NAMES, type ArtifactName } from './artifacts.ts';
export type { OutputDrift } from './compare.ts';
export { CONFIG_FILE, ConfigError, PACKAGE_JSON_KEY, type ToolConfig } from './config.ts';
export { DIAGNOSTIC_CODES, type Diagnostic, type DiagnosticCode, formatDiagnostic } from './diagnostics.ts';
export type { EmittedFile } from './emit/file.ts';
export { MANIFEST_FILE } from './manifest.ts';
export { type FoundConfig, type ProjectConfig, readConfig } from './read.ts';
export { check, type GenerateOptions, type GenerateResult, generate } from './run.ts';
export { WriteFailedError, type WriteOptions, WriteRefusedError, type WriteSummary, write } from './write.ts';
