import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A web server with pictures on 127.0.0.1, standing for the shop's old
 * platform in the e2e world: `/red.png`, `/blue.png`, `/green.png` (the app
 * may fetch from it: IMPORT_FETCH_ALLOWED_HOSTS), anything else 404.
 */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour PNG, written by hand (8-bit RGB, no filter). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PICTURES: Record<string, Buffer> = {
  '/red.png': solidPng(240, [220, 38, 38]),
  '/blue.png': solidPng(240, [37, 99, 235]),
  '/green.png': solidPng(240, [22, 163, 74]),
};

export function startPictureServer(port: number) {
  return createServer((req, res) => {
    const picture = PICTURES[new URL(req.url ?? '/', 'http://x').pathname];
    if (picture) res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    else res.writeHead(404).end();
  }).listen(port, '127.0.0.1');
}
