// Loaded with `node --import`: when the process exits, writes the CPU milliseconds it used (user +
// system, every thread) to the file named by MK8S_BENCH_CPU_FILE. How the bench times a tool's whole
// run without counting time the machine spent on other processes.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const used = process.cpuUsage();
  const file = process.env.MK8S_BENCH_CPU_FILE;
  if (file) writeFileSync(file, String((used.user + used.system) / 1000));
});
