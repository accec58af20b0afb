import type { Diagnostic, DiagnosticCode } from '../diagnostics.ts';
import type { SchemaLocation } from '../load.ts';
import { child } from '../resolve.ts';

/** A diagnostic at a schema, or at one of its members. */
export function at(
  site: { readonly location: SchemaLocation },
  code: DiagnosticCode,
  message: string,
  member?: string,
): Diagnostic {
  const location = member === undefined ? site.location : child(site.location, member);
  return { code, message, file: location.file, pointer: location.pointer };
}
