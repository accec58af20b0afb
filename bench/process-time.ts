/** Wall time of one fresh process, from spawn to exit; a failing process fails the benchmark. */
import { execFile } from 'node:child_process';

export function timeProcess(command: string, args: readonly string[], cwd: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${stderr}`));
      else resolve(performance.now() - start);
    });
  });
}
