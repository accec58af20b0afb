/** What the emitters hand to the writer: a path inside the package and its exact bytes. */
export interface EmittedFile {
  /** Relative to the output folder, `/`-separated. */
  readonly path: string;
  readonly contents: string;
}

export const GENERATED_NOTICE = 'generated from spec/ — do not edit';

/** Stable JSON text: two-space indentation and a final newline. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
