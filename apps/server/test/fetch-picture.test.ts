import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchPicture,
  isPublicAddress,
  PictureRefused,
  REFUSED_NOT_IMAGE,
  REFUSED_PRIVATE,
  REFUSED_REDIRECTS,
  REFUSED_SCHEME,
  refusedSlow,
  refusedTooLarge,
} from '../src/modules/storage/fetch-picture';
import { type PictureServer, startPictureServer } from './helpers/picture-server';

/* Fetching a picture an import names (docs/SECURITY.md, "Fetching pictures from an import"). */
let web: PictureServer;
const allowed = { allowedHosts: ['127.0.0.1'] };

beforeAll(async () => {
  web = await startPictureServer();
});
afterAll(() => web.close());

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PictureRefused);
  return (error as Error).message;
}

describe('fetchPicture', () => {
  it('brings a picture from an allowed host, checked as an image', async () => {
    const body = await fetchPicture(`${web.origin}/red.png`, allowed);
    expect((await sharp(body).metadata()).format).toBe('png');
  });

  it('follows a redirect to a picture', async () => {
    const body = await fetchPicture(`${web.origin}/redirect?to=/blue.png`, allowed);
    expect((await sharp(body).metadata()).width).toBe(300);
  });

  it('refuses the loopback unless the host is allowed, without connecting', async () => {
    const before = web.hits.get('/green.png') ?? 0;
    expect(await refusal(fetchPicture(`${web.origin}/green.png`))).toBe(REFUSED_PRIVATE);
    expect(await refusal(fetchPicture(`http://[::1]:${web.port}/green.png`))).toBe(REFUSED_PRIVATE);
    expect(await refusal(fetchPicture(`http://[::ffff:127.0.0.1]:${web.port}/green.png`))).toBe(REFUSED_PRIVATE);
    expect(web.hits.get('/green.png') ?? 0).toBe(before);
  });

  it('refuses a name that resolves to a private address (checked on the address connected to)', async () => {
    expect(await refusal(fetchPicture(`http://localhost:${web.port}/green.png`))).toBe(REFUSED_PRIVATE);
  });

  it('refuses private networks and the cloud metadata address', async () => {
    for (const address of [
      'http://10.1.2.3/a.png',
      'http://192.168.0.10/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/a.png',
      'http://[fd00::1]/a.png',
      'http://0.0.0.0/a.png',
    ]) {
      expect(await refusal(fetchPicture(address))).toBe(REFUSED_PRIVATE);
    }
  });

  it('checks every redirect hop: one to a private address is refused', async () => {
    expect(
      await refusal(fetchPicture(`${web.origin}/redirect?to=http://169.254.169.254/latest/meta-data/`, allowed)),
    ).toBe(REFUSED_PRIVATE);
    expect(await refusal(fetchPicture(`${web.origin}/redirect?to=http://localhost:${web.port}/red.png`, allowed))).toBe(
      REFUSED_PRIVATE,
    );
    expect(await refusal(fetchPicture(`${web.origin}/redirect?to=file:///etc/passwd`, allowed))).toBe(REFUSED_SCHEME);
  });

  it('follows at most three redirects', async () => {
    const hop = (to: string) => `${web.origin}/redirect?to=${encodeURIComponent(to)}`;
    expect(await fetchPicture(hop(hop(hop(`${web.origin}/red.png`))), allowed)).toBeInstanceOf(Buffer);
    expect(await refusal(fetchPicture(hop(hop(hop(hop(`${web.origin}/red.png`)))), allowed))).toBe(REFUSED_REDIRECTS);
  });

  it('refuses other schemes', async () => {
    expect(await refusal(fetchPicture('file:///etc/passwd'))).toBe(REFUSED_SCHEME);
    expect(await refusal(fetchPicture('ftp://example.com/a.png'))).toBe(REFUSED_SCHEME);
    expect(await refusal(fetchPicture('data:image/png;base64,AAAA'))).toBe(REFUSED_SCHEME);
  });

  it('refuses what is not an image, whatever its Content-Type says', async () => {
    expect(await refusal(fetchPicture(`${web.origin}/page.png`, allowed))).toBe(REFUSED_NOT_IMAGE);
  });

  it('stops reading a body past the size limit', async () => {
    expect(await refusal(fetchPicture(`${web.origin}/huge.png`, allowed))).toBe(refusedTooLarge(5 * 1024 * 1024));
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await refusal(fetchPicture(`${web.origin}/slow.png`, { ...allowed, timeoutMs: 300 }))).toBe(
      refusedSlow(300),
    );
  });

  it('reports an error answer', async () => {
    expect(await refusal(fetchPicture(`${web.origin}/missing.png`, allowed))).toBe(
      'el sitio respondió con el error 404.',
    );
  });
});

describe('isPublicAddress', () => {
  it('accepts internet addresses and refuses every special range', () => {
    expect(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    const special = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      'no-es-ip',
    ];
    expect(special.filter(isPublicAddress)).toEqual([]);
  });
});
