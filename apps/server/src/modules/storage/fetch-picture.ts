import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@vidriera/core';
import ipaddr from 'ipaddr.js';
import { loadSharp } from './load-sharp';

/*
 * Fetching a picture whose address a merchant's file names (docs/SECURITY.md,
 * "Fetching pictures from an import"). The address is the merchant's, so the
 * server must not become a way into its own network: only http(s), only
 * public addresses (checked on the address the socket connects to, through
 * our own `lookup`, so a name cannot resolve one way when checked and another
 * when used), every redirect checked again, a size and a time limit, and the
 * content read as an image by sharp whatever its Content-Type says.
 */

export const FETCH_MAX_BYTES = MAX_UPLOAD_BYTES;
export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_REDIRECTS = 3;

/** A picture the server would not or could not bring, with the reason in the merchant's words. */
export class PictureRefused extends Error {}

export interface FetchPictureOptions {
  /** Host names (or literal addresses) fetched from even when private: IMPORT_FETCH_ALLOWED_HOSTS. */
  allowedHosts?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
}

const MB = 1024 * 1024;
export const REFUSED_SCHEME = 'solo se traen imágenes de direcciones http:// o https://.';
export const REFUSED_PRIVATE = 'la dirección lleva a una red privada o interna, no a internet.';
export const REFUSED_ADDRESS = 'la dirección no es válida.';
export const REFUSED_REDIRECTS = `la dirección redirige más de ${FETCH_MAX_REDIRECTS} veces.`;
export const REFUSED_NOT_IMAGE = 'lo que hay en la dirección no es una imagen (JPG, PNG, WebP, GIF o AVIF).';
export const refusedTooLarge = (bytes: number) => `la imagen pesa más de ${Math.round(bytes / MB)} MB.`;
export const refusedSlow = (ms: number) => `la imagen tardó más de ${Math.round(ms / 1000)} segundos en llegar.`;

/** Only ordinary internet addresses: ipaddr.js names every special range (private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, 6to4…); an IPv4-mapped IPv6 address is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** Resolves like dns.lookup, then refuses the connection unless every address found is public. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(new PictureRefused(`no se encontró el sitio «${hostname}».`), '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(new PictureRefused(REFUSED_PRIVATE), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

function get(url: URL, allowed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const options: RequestOptions = {
    method: 'GET',
    signal,
    headers: { accept: 'image/*', 'user-agent': 'Vidriera (importación de catálogo)' },
    // An allowed host (tests) resolves as usual; any other through the checked lookup.
    ...(allowed ? {} : { lookup: checkedLookup }),
  };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Reads a body up to `maxBytes`, stopping (and refusing) as soon as it passes it. */
async function readLimited(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new PictureRefused(refusedTooLarge(maxBytes));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new PictureRefused(refusedTooLarge(maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function fetchFollowing(
  address: string,
  options: Required<FetchPictureOptions>,
  signal: AbortSignal,
): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PictureRefused(REFUSED_ADDRESS);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureRefused(REFUSED_SCHEME);
    if (url.username || url.password) throw new PictureRefused(REFUSED_ADDRESS);
    const host = bareHost(url.hostname);
    const allowed = options.allowedHosts.includes(host);
    // A literal address never goes through a lookup: it is checked here.
    if (!allowed && isIP(host) && !isPublicAddress(host)) throw new PictureRefused(REFUSED_PRIVATE);
    const res = await get(url, allowed, signal);
    const status = res.statusCode ?? 0;
    if ([301, 302, 303, 307, 308].includes(status)) {
      res.resume();
      if (hop >= FETCH_MAX_REDIRECTS) throw new PictureRefused(REFUSED_REDIRECTS);
      const location = res.headers.location;
      if (!location) throw new PictureRefused(`el sitio respondió con una redirección sin destino (${status}).`);
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new PictureRefused(`el sitio respondió con el error ${status}.`);
    }
    return readLimited(res, options.maxBytes);
  }
}

/**
 * Brings the picture at `address` and checks it is an image by its content.
 * Throws PictureRefused with the reason (in Spanish, for the merchant's
 * report); never reads past the size limit nor waits past the time limit.
 */
export async function fetchPicture(address: string, options: FetchPictureOptions = {}): Promise<Buffer> {
  const settings: Required<FetchPictureOptions> = {
    allowedHosts: (options.allowedHosts ?? []).map(bareHost),
    maxBytes: options.maxBytes ?? FETCH_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let body: Buffer;
  try {
    body = await fetchFollowing(address, settings, signal);
  } catch (error) {
    if (error instanceof PictureRefused) throw error;
    if (signal.aborted) throw new PictureRefused(refusedSlow(settings.timeoutMs));
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof PictureRefused) throw cause;
    throw new PictureRefused('no se pudo conectar con el sitio de la imagen.');
  }
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(body, { limitInputPixels: false }).metadata();
    if (!metadata.format || !metadata.width || !metadata.height) throw new Error('sin formato');
  } catch {
    throw new PictureRefused(REFUSED_NOT_IMAGE);
  }
  return body;
}
