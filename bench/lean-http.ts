/**
 * A lean HTTP/1.1 keep-alive client for the open-loop latency rows (`paced.ts`). The load
 * generator shares the two cores with the server it measures: `node:http`'s client spent about
 * two thirds of a core sending 14,000 requests a second, so at half of the status call's
 * saturation the generator itself, not the server, made the tail. This one writes each request
 * as one buffer on a plain socket and reads no more of an answer than its status line, its
 * length and the end of its body, as autocannon does for the rate rows.
 *
 * It speaks only what the bench needs: one request at a time per connection (no pipelining),
 * answers framed by `content-length` or chunked, and bodyless answers (204, 304, HEAD).
 */
import { connect, type Socket } from 'node:net';

/** One request as it goes on the wire. */
export interface LeanRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Waiting {
  bytes: Buffer;
  bodyless: boolean;
  resolve: (status: number) => void;
  reject: (error: Error) => void;
}

const crlf2 = Buffer.from('\r\n\r\n');

/** Where in an answer a connection is. */
type Reading =
  | { part: 'head' }
  | { part: 'body'; left: number }
  | { part: 'chunk-size' }
  | { part: 'chunk-data'; left: number }
  | { part: 'trailer' };

class Connection {
  private socket: Socket | null = null;
  private pending: Buffer = Buffer.alloc(0);
  private reading: Reading = { part: 'head' };
  private status = 0;
  private current: Waiting | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly free: (connection: Connection) => void,
  ) {}

  send(item: Waiting): void {
    this.current = item;
    this.pending = Buffer.alloc(0);
    this.reading = { part: 'head' };
    const socket = this.socket ?? this.open();
    socket.write(item.bytes);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      if (this.socket === socket) this.socket = null;
      const item = this.current;
      this.current = null;
      if (item) {
        item.reject(error);
        this.free(this);
      }
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed before the answer ended')));
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const reading = this.reading;
      if (reading.part === 'head') {
        const end = this.pending.indexOf(crlf2);
        if (end < 0) return;
        const head = this.pending.toString('latin1', 0, end);
        this.pending = this.pending.subarray(end + 4);
        this.status = Number(head.slice(9, 12));
        this.reading = this.framing(head);
      } else if (reading.part === 'body' || reading.part === 'chunk-data') {
        const take = Math.min(reading.left, this.pending.length);
        this.pending = this.pending.subarray(take);
        reading.left -= take;
        if (reading.left > 0) return;
        this.reading = reading.part === 'body' ? { part: 'head' } : { part: 'chunk-size' };
        if (reading.part === 'body') return this.finish();
      } else {
        const end = this.pending.indexOf('\r\n');
        if (end < 0) return;
        const line = this.pending.toString('latin1', 0, end);
        this.pending = this.pending.subarray(end + 2);
        if (reading.part === 'trailer') {
          if (line === '') return this.finish();
          continue;
        }
        const size = Number.parseInt(line, 16);
        // The data of a chunk is followed by its own CRLF, read as part of it.
        this.reading = size === 0 ? { part: 'trailer' } : { part: 'chunk-data', left: size + 2 };
      }
    }
  }

  /** How the body of the answer whose head this is ends. */
  private framing(head: string): Reading {
    const lower = head.toLowerCase();
    if (this.current?.bodyless || this.status === 204 || this.status === 304) {
      this.finish();
      return { part: 'head' };
    }
    if (/\r\ntransfer-encoding:[^\r]*chunked/u.test(lower)) return { part: 'chunk-size' };
    const length = /\r\ncontent-length:\s*(\d+)/u.exec(lower);
    if (!length) {
      this.socket?.destroy(new Error('an answer with neither content-length nor chunks'));
      return { part: 'head' };
    }
    const left = Number(length[1]);
    if (left === 0) {
      this.finish();
      return { part: 'head' };
    }
    return { part: 'body', left };
  }

  private finish(): void {
    const item = this.current;
    this.current = null;
    item?.resolve(this.status);
    this.free(this);
  }
}

/** At most `connections` kept-alive connections to `base`; requests wait for a free one. */
export class LeanPool {
  private readonly all: Connection[] = [];
  private readonly idle: Connection[] = [];
  private readonly queue: Waiting[] = [];
  private readonly hostHeader: string;

  constructor(base: string, connections: number) {
    const url = new URL(base);
    const port = Number(url.port || 80);
    this.hostHeader = url.host;
    for (let i = 0; i < connections; i += 1) {
      this.all.push(new Connection(url.hostname, port, (connection) => this.release(connection)));
    }
    this.idle.push(...this.all);
  }

  /** Sends one request; resolves with the answer's status once its body has fully arrived. */
  request(item: LeanRequest): Promise<number> {
    const method = item.method ?? 'GET';
    let head = `${method} ${item.path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const [name, value] of Object.entries(item.headers ?? {})) head += `${name}: ${value}\r\n`;
    if (item.body !== undefined) head += `content-length: ${Buffer.byteLength(item.body)}\r\n`;
    const bytes = Buffer.from(`${head}\r\n${item.body ?? ''}`);
    return new Promise((resolve, reject) => {
      const waiting = { bytes, bodyless: method === 'HEAD', resolve, reject };
      const connection = this.idle.pop();
      if (connection) connection.send(waiting);
      else this.queue.push(waiting);
    });
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }

  private release(connection: Connection): void {
    const next = this.queue.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }
}
