import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Meta's Graph API as its Conversions API documentation describes "Send Requests": POST
 * /{API_VERSION}/{PIXEL_ID}/events with `data` (an array of server events) and `access_token`; it answers
 * `{ events_received, messages, fbtrace_id }`, or with a bad token 400 `{ error: { message, type:
 * "OAuthException", code: 190, fbtrace_id } }`. It keeps each accepted request.
 */

export interface ReceivedEvents {
  pixelId: string;
  accessToken: string;
  data: Record<string, unknown>[];
}

export interface MetaGraphStandIn {
  url: string;
  received: ReceivedEvents[];
  /** The tokens it accepts; any other is refused as Meta does (OAuthException 190). */
  acceptTokens: Set<string>;
  close(): Promise<void>;
}

export async function startMetaGraphStandIn(): Promise<MetaGraphStandIn> {
  const received: ReceivedEvents[] = [];
  const acceptTokens = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match)
        return answer(400, {
          error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 },
        });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown; access_token?: string };
      if (!body.access_token || !acceptTokens.has(body.access_token))
        return answer(400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'Afake' },
        });
      if (!Array.isArray(body.data) || body.data.length === 0)
        return answer(400, { error: { message: 'The parameter data is required', type: 'OAuthException', code: 100 } });
      received.push({ pixelId: match[1] ?? '', accessToken: body.access_token, data: body.data });
      answer(200, { events_received: body.data.length, messages: [], fbtrace_id: 'Afake' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    acceptTokens,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
