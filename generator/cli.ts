/** Process entry of `mk8s-codegen`: real stdio and exit code around `main`. */
import { main, unexpectedFailure } from './cli/index.ts';
import { isSignalExit } from './cli/stop.ts';
import { decodeText } from './documents/encoding.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return decodeText(Buffer.concat(chunks));
}

/** Colours on a terminal, unless `NO_COLOR` is set; `FORCE_COLOR` (not 0) asks for them anywhere. */
function colors(stream: NodeJS.WriteStream): boolean {
  const force = process.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0';
  return stream.isTTY === true && (process.env.NO_COLOR ?? '') === '';
}

const debug = (process.env.MK8S_CODEGEN_DEBUG ?? '') !== '' && process.env.MK8S_CODEGEN_DEBUG !== '0';

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin,
  cwd: process.cwd(),
  colors: { stdout: colors(process.stdout), stderr: colors(process.stderr) },
  debug,
}).catch((error: unknown) => {
  process.stderr.write(`mk8s-codegen: ${unexpectedFailure(error, debug)}\n`);
  return 1;
});
process.exitCode = code;
// A command stopped by a signal has cleaned up (generate: its staging folder); work still pending
// in the background, such as the rest of a generation, must not go on to print or write.
if (isSignalExit(code)) process.exit(code);
