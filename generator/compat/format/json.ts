/**
 * The JSON report: `{ verdict, changes: [{ code, path, severity, breaks, message }] }` as documented,
 * then `storedBodiesRechecked` (how many stored bodies were re-checked) when the caller says, added
 * last: a tool that reads the documented fields reads them as before.
 */
import type { CompatReport } from '../change.ts';

export function formatJson(report: CompatReport, corpus?: number): string {
  const changes = report.changes.map(({ code, path, severity, breaks, message }) => ({
    code,
    path,
    severity,
    breaks,
    message,
  }));
  const counted = corpus === undefined ? {} : { storedBodiesRechecked: corpus };
  return `${JSON.stringify({ verdict: report.verdict, changes, ...counted }, null, 2)}\n`;
}
