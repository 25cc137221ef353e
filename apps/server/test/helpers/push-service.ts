import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local push service, as RFC 8030 (delivery), RFC 8291 (message encryption, aes128gcm of RFC 8188) and RFC 8292
 * (VAPID) describe it, and the browser's side of a subscription: a device holds its P-256 key pair and auth secret,
 * the service keeps each message it accepts (201) and the device decrypts it with its own keys, as a browser does.
 * A path can be told to answer as gone (410) or not found (404).
 */

export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The message's plaintext, decrypted with this device's private key and auth secret (RFC 8291 §3.4). */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  device(name: string): PushDevice;
  /** From now on this device's address answers with `status` (410: the subscription is gone). */
  answer(name: string, status: number): void;
  /** The VAPID token of a request (RFC 8292 §2), checked against its key `k`: its claims, or an error. */
  vapidClaims(push: ReceivedPush): { aud: string; exp: number; sub: string; k: string };
  close(): Promise<void>;
}

const b64 = (b: Buffer) => b.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('más de un registro: no es un aviso');
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('sin delimitador de último registro');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = answers.get(path) ?? 201;
      if (request.method === 'POST' && status === 201)
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status, status === 201 ? { location: `${path}/message/${received.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) },
        decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
      };
    },
    answer(name, status) {
      answers.set(`/push/${name}`, status);
    },
    vapidClaims(push) {
      const header = String(push.headers.authorization ?? '');
      const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
      if (!match) throw new Error(`Authorization sin VAPID: ${header}`);
      const [, token = '', k = ''] = match;
      const [head = '', claims = '', signature = ''] = token.split('.');
      const raw = Buffer.from(k, 'base64url');
      const key = createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
        format: 'jwk',
      });
      const signed = verify(
        'sha256',
        Buffer.from(`${head}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      if (!signed) throw new Error('la firma VAPID no corresponde a k');
      return { ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), k };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
