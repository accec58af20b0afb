/**
 * Raw HTTP/1.1 over a TCP socket to 127.0.0.1, for requests `fetch` refuses to send (folded
 * headers, NUL bytes, a broken request line, Content-Length with chunked encoding). Reads one
 * response: the status line, the headers and a body of `Content-Length` bytes. Every wait is
 * bounded.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  /** Header names lowercased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export function sendRaw(url: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms: ${JSON.stringify(received.toString('latin1'))}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseResponse(received);
      if (answer === undefined) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`closed without a complete answer: ${JSON.stringify(received.toString('latin1'))}`));
    });
    socket.on('error', () => {}); // reported by 'close'
    socket.write(request);
  });
}

function parseResponse(data: Buffer): RawAnswer | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? '0');
  const body = data.subarray(end + 4, end + 4 + length);
  if (body.length < length) return undefined;
  const text = body.toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body: text === '' ? undefined : JSON.parse(text) };
}
