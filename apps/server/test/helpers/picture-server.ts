import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngImage } from './images';

/**
 * A local web server with pictures, for the import's fetching
 * (docs/SECURITY.md, "Fetching pictures from an import"): `/red.png`,
 * `/blue.png`…, a page that is not a picture, one too large, one that never
 * answers, and redirects.
 */
export interface PictureServer {
  origin: string;
  port: number;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const COLOURS: Record<string, string> = {
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
  black: '#111111',
  white: '#fafafa',
  pink: '#db2777',
};

export async function startPictureServer(): Promise<PictureServer> {
  const pictures = new Map<string, Buffer>(
    await Promise.all(
      Object.entries(COLOURS).map(
        async ([name, colour]) => [`/${name}.png`, await pngImage(300, 300, colour)] as const,
      ),
    ),
  );
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const picture = pictures.get(url.pathname);
    if (picture) return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (url.pathname === '/page.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>no soy una imagen</html>');
    if (url.pathname === '/huge.png') {
      // No length announced: the reader must stop on its own.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 64 && res.write(chunk)) sent++;
        if (sent < 64) res.once('drain', write);
        else res.end();
      };
      res.on('error', () => undefined);
      return write();
    }
    if (url.pathname === '/slow.png') return; // never answers
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
