import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/* What the carriers' stand-ins share: a local HTTP server, its requests recorded, slow or failing answers on demand. */

export interface StandInCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export abstract class CarrierStandIn {
  private server: Server | null = null;
  readonly calls: StandInCall[] = [];
  url = '';
  /** Milliseconds every quote waits before answering (a slow carrier). */
  quoteDelayMs = 0;
  /** While true, every call answers 500, as the carrier down. */
  down = false;

  protected abstract answer(call: StandInCall, res: ServerResponse): void | Promise<void>;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** How many calls went to a path (ending). */
  count(path: string): number {
    return this.calls.filter((c) => c.path.endsWith(path)).length;
  }

  protected slow(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.quoteDelayMs));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const call = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.calls.push(call);
    if (this.down) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    try {
      await this.answer(call, res);
    } catch {
      // The client went away (it gave up on a slow answer).
    }
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendXml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
  res.end(`<?xml version="1.0" encoding="utf-8"?>\n${body}`);
}
