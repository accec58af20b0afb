/**
 * The consumer's configuration: `mk8s-codegen.config.json`, or the `mk8s-codegen` member of
 * `package.json`, of the project the tool runs in. Pure: `read.ts` finds the text, this module says
 * whether it is a configuration and what is wrong with it.
 */
import { ARTIFACT_NAMES, type ArtifactName, isArtifactName } from './artifacts.ts';
import { parseJsonText } from './json-text.ts';
import { didYouMean } from './suggest.ts';

export const CONFIG_FILE = 'mk8s-codegen.config.json';
export const PACKAGE_JSON_KEY = 'mk8s-codegen';

export interface ToolConfig {
  /** The spec folder, relative to the configuration's folder. */
  readonly spec?: string;
  /** The output folder, relative to the configuration's folder. */
  readonly out?: string;
  /** The generated package's `name` and `version` (default `@mk8s/schema`, the tool's spec version). */
  readonly package?: { readonly name?: string; readonly version?: string };
  /** The artifacts to emit (default: all); what they need is added. */
  readonly artifacts?: readonly ArtifactName[];
}

/** A configuration that cannot be used; `where` names the file (and member). */
export class ConfigError extends Error {
  constructor(
    readonly where: string,
    readonly problems: readonly string[],
  ) {
    super(`${where}: ${problems.join('; ')}`);
  }
}

const KEYS = ['spec', 'out', 'package', 'artifacts'];
const PACKAGE_KEYS = ['name', 'version'];
/** npm's rules for a package name: lower case, URL-safe, optionally scoped, at most 214 characters. */
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** Semantic Versioning 2.0.0. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export interface FoundConfig {
  readonly config: ToolConfig;
  /** Where it came from (`mk8s-codegen.config.json`, `package.json#mk8s-codegen`), if anywhere. */
  readonly source?: string;
}

/**
 * The configuration of a project from the texts of its `mk8s-codegen.config.json` and `package.json`
 * (`undefined` when absent); `where` names a file as the user should see it (`v1.4.0:package.json`).
 * Throws `ConfigError` when it cannot be used.
 */
export function configOf(
  file: string | undefined,
  pkg: string | undefined,
  where: (name: string) => string = (name) => name,
): FoundConfig {
  const fromPackage = pkg === undefined ? undefined : packageMember(pkg, where('package.json'));
  if (file !== undefined && fromPackage !== undefined) {
    throw new ConfigError(where(CONFIG_FILE), [
      `package.json has a "${PACKAGE_JSON_KEY}" member too; keep one of the two`,
    ]);
  }
  if (file !== undefined) {
    const source = where(CONFIG_FILE);
    return { config: parseConfig(parseJson(file, source), source), source };
  }
  if (fromPackage !== undefined) {
    const source = `${where('package.json')}#${PACKAGE_JSON_KEY}`;
    return { config: parseConfig(fromPackage, source), source };
  }
  return { config: {} };
}

function packageMember(text: string, where: string): unknown {
  const meta = parseJson(text, where);
  return isObject(meta) ? meta[PACKAGE_JSON_KEY] : undefined;
}

/** Read as spec files are (`json-text.ts`): a syntax error at its line and column, in the same words. */
function parseJson(text: string, where: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  throw new ConfigError(
    where,
    parsed.problems.map(({ message }) => message),
  );
}

/** Checks a parsed configuration; throws a `ConfigError` listing every problem. */
export function parseConfig(value: unknown, where: string): ToolConfig {
  if (!isObject(value)) throw new ConfigError(where, ['must be a JSON object']);
  const problems = [
    ...unknownKeys(value, KEYS, ''),
    ...pathProblem(value, 'spec'),
    ...pathProblem(value, 'out'),
    ...packageProblems(value.package),
    ...artifactProblems(value.artifacts),
  ];
  if (problems.length > 0) throw new ConfigError(where, problems);
  return value as ToolConfig;
}

function unknownKeys(value: Record<string, unknown>, known: readonly string[], prefix: string): string[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `unknown key "${prefix}${key}"${didYouMean(key, known)} (known: ${known.join(', ')})`);
}

function pathProblem(value: Record<string, unknown>, key: string): string[] {
  const path = value[key];
  if (path === undefined) return [];
  return typeof path === 'string' && path.trim() !== '' ? [] : [`"${key}" must be a folder path (a non-empty string)`];
}

function packageProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!isObject(value)) return ['"package" must be an object with "name" and/or "version"'];
  const problems = unknownKeys(value, PACKAGE_KEYS, 'package.');
  const { name, version } = value;
  if (name !== undefined && !(typeof name === 'string' && name.length <= 214 && PACKAGE_NAME.test(name))) {
    problems.push(`"package.name" must be an npm package name such as "@acme/cluster-schema", not ${show(name)}`);
  }
  if (version !== undefined && !(typeof version === 'string' && SEMVER.test(version))) {
    problems.push(`"package.version" must be a semantic version such as "1.2.0", not ${show(version)}`);
  }
  return problems;
}

function artifactProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length === 0) {
    return [`"artifacts" must be a non-empty array of: ${ARTIFACT_NAMES.join(', ')}`];
  }
  const problems: string[] = [];
  value.forEach((name: unknown, i) => {
    if (!isArtifactName(name)) {
      const hint = typeof name === 'string' ? didYouMean(name, ARTIFACT_NAMES) : '';
      problems.push(`"artifacts[${i}]": unknown artifact ${show(name)}${hint} (known: ${ARTIFACT_NAMES.join(', ')})`);
    } else if (value.indexOf(name) !== i) {
      problems.push(`"artifacts[${i}]": "${name}" is listed twice`);
    }
  });
  return problems;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
