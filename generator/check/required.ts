/** `required` names properties the object has, each once: a misspelt name would be silently ignored. */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { didYouMean } from '../suggest.ts';
import type { SchemaSite } from './walk.ts';

export function checkRequired(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const site of sites) {
    const { required, properties } = site.node;
    if (!Array.isArray(required)) continue;
    const names = isRecord(properties) ? Object.keys(properties) : [];
    required.forEach((name: unknown, i) => {
      if (typeof name !== 'string') return;
      const pointer = `${site.location.pointer}/required/${i}`;
      let message: string | undefined;
      if (!names.includes(name)) {
        message = `required property "${name}" is not among the properties${didYouMean(name, names)}`;
      } else if (required.indexOf(name) !== i) {
        message = `required property "${name}" is listed twice`;
      }
      if (message !== undefined) found.push({ code: 'SPEC_BAD_REQUIRED', message, file: site.location.file, pointer });
    });
  }
  return found;
}
