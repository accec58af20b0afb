/**
 * The command line of `npm run bench`: FILTER… (a suite name, or an entry name or prefix),
 * `--samples N`, `--list`. A filter that names an entry selects that entry alone, not the entries
 * whose names it begins (`server.patch` is not `server.patch.durable`); a prefix that names no
 * entry selects every entry under it (`patch.apply`).
 */

export interface BenchArgs {
  readonly filters: readonly string[];
  readonly samples?: number;
  readonly list: boolean;
}

export function chosen(
  suite: string,
  entry: string,
  filters: readonly string[],
  entries: ReadonlySet<string> = new Set(),
): boolean {
  return (
    filters.length === 0 ||
    filters.some((f) => f === suite || f === entry || (!entries.has(f) && entry.startsWith(`${f}.`)))
  );
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const filters: string[] = [];
  let samples: number | undefined;
  let list = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--list') list = true;
    else if (arg === '--samples') {
      samples = Number(argv[++i]);
      if (!Number.isInteger(samples) || samples < 1) throw new Error('--samples takes a whole number above 0');
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, ...(samples === undefined ? {} : { samples }), list };
}
