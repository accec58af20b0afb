/**
 * Command-line arguments in the CLI's own words: `--name value`, `--name=value`, boolean flags,
 * positionals, `-` for standard input and `--` before positionals that start with a dash. Every
 * mistake is a `UsageError` saying what is wrong, with a did-you-mean for misspelt options.
 */
import { didYouMean } from '../suggest.ts';
import { UsageError } from './command.ts';

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** A one-letter form (`o` for `-o`). */
  readonly short?: string;
  /** A string option that may be given again, each value kept (`--corpus a --corpus b`). */
  readonly multiple?: boolean;
}

export type OptionValues<O extends Record<string, OptionSpec>> = {
  readonly [K in keyof O]?: O[K]['type'] extends 'string'
    ? O[K]['multiple'] extends true
      ? readonly string[]
      : string
    : boolean;
};

export interface ParsedArgs<O extends Record<string, OptionSpec>> {
  readonly values: OptionValues<O>;
  readonly positionals: readonly string[];
}

export function parseCommandArgs<O extends Record<string, OptionSpec>>(
  args: readonly string[],
  options: O,
): ParsedArgs<O> {
  const values: Record<string, string | boolean | string[]> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const [flag = '', inline] = splitInline(arg);
    const name = flag.startsWith('--') ? flag.slice(2) : shortName(options, flag.slice(1));
    const spec = name !== undefined && Object.hasOwn(options, name) ? options[name] : undefined;
    if ((flag === '--help' || flag === '-h') && inline !== undefined) {
      throw new UsageError(`option ${flag} takes no value`); // --help itself is answered before any command runs
    }
    if (name === undefined || spec === undefined) {
      const asLong = `--${flag.replace(/^--?/, '')}`;
      throw new UsageError(
        `unknown option ${flag}${didYouMean(
          asLong,
          Object.keys(options).map((o) => `--${o}`),
        )}`,
      );
    }
    if (Object.hasOwn(values, name) && spec.multiple !== true) throw new UsageError(`option --${name} is given twice`);
    if (spec.type === 'boolean') {
      if (inline !== undefined) throw new UsageError(`option --${name} takes no value`);
      values[name] = true;
      continue;
    }
    const value = inline ?? args[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`option --${name} needs a value`);
    }
    if (inline === undefined) i++;
    values[name] = spec.multiple === true ? [...((values[name] as string[] | undefined) ?? []), value] : value;
  }
  return { values: values as OptionValues<O>, positionals };
}

/** The long name of a one-letter option (`-o`), if there is one. */
function shortName(options: Record<string, OptionSpec>, letter: string): string | undefined {
  return Object.entries(options).find(([, spec]) => spec.short !== undefined && spec.short === letter)?.[0];
}

function splitInline(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)];
}
