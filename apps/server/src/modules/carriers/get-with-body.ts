import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/*
 * A GET that carries a JSON body. MiCorreo's /shipping/tracking takes its
 * shippingId in the body of a GET (ADR 039, "Checked against public
 * clients"); fetch refuses a body on GET, so this one call goes through
 * node:http(s). It answers what callJson needs of a fetch Response.
 */

const LIMIT_MS = 10_000;

export function getWithBody(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'GET',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(LIMIT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
