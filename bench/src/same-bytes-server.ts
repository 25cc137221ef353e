/**
 * The ceiling of a page: Node's own http server answering every request with
 * the bytes and headers the app sent for it once (status, content type,
 * cache and security headers, the body as sent), on the same machine. What
 * the app could reach if reading, rendering and checking cost nothing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers the connection itself sets (length, framing, date, keep-alive): Node writes its own. */
const CONNECTION_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** One GET as autocannon sends it (no compression asked for), kept whole. */
export async function captureAnswer(url: string): Promise<Answer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** A server on a free port of 127.0.0.1 answering each path with its captured answer. */
export async function startSameBytesServer(
  answers: Map<string, Answer>,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type { Answer, IncomingHttpHeaders };
