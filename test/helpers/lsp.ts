/**
 * A minimal Language Server Protocol client over stdio, enough to drive a real language server in
 * a test: requests with answers, notifications both ways, and the server's own requests answered
 * (`workspace/configuration` with the settings given).
 * @see https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

interface Message {
  readonly id?: number | string;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}

export class LspClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners: ((message: Message) => void)[] = [];
  readonly stderr: string[] = [];

  constructor(
    command: string,
    args: readonly string[],
    private readonly settings: (section: string | undefined) => unknown,
  ) {
    this.child = spawn(command, [...args], { stdio: 'pipe' });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString('utf8')));
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** The first notification `method` whose params satisfy `accept`. */
  waitFor<T>(method: string, accept: (params: T) => boolean, timeoutMs = 20_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeoutMs} ms`)), timeoutMs);
      const listener = (message: Message) => {
        if (message.method !== method || !accept(message.params as T)) return;
        clearTimeout(timer);
        this.listeners.splice(this.listeners.indexOf(listener), 1);
        resolve(message.params as T);
      };
      this.listeners.push(listener);
    });
  }

  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      await Promise.race([this.request('shutdown', null), new Promise((r) => setTimeout(r, 2_000))]);
      this.notify('exit', null);
    } finally {
      const timer = setTimeout(() => this.child.kill(), 2_000);
      await exited;
      clearTimeout(timer);
    }
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.dispatch(JSON.parse(body) as Message);
    }
  }

  private dispatch(message: Message): void {
    if (message.method !== undefined && message.id !== undefined) {
      this.send({ jsonrpc: '2.0', id: message.id, result: this.answer(message) });
      return;
    }
    if (message.id !== undefined) {
      const waiting = this.pending.get(Number(message.id));
      this.pending.delete(Number(message.id));
      if (message.error !== undefined) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    for (const listener of [...this.listeners]) listener(message);
  }

  /** What the client says to a request of the server. */
  private answer(message: Message): unknown {
    if (message.method === 'workspace/configuration') {
      const items = (message.params as { items: { section?: string }[] }).items;
      return items.map((item) => this.settings(item.section));
    }
    return null;
  }
}
