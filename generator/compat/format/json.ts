/** The JSON report: exactly `{ verdict, changes: [{ code, path, severity, breaks, message }] }`. */
import type { CompatReport } from '../change.ts';

export function formatJson(report: CompatReport): string {
  const changes = report.changes.map(({ code, path, severity, breaks, message }) => ({
    code,
    path,
    severity,
    breaks,
    message,
  }));
  return `${JSON.stringify({ verdict: report.verdict, changes }, null, 2)}\n`;
}
