import { NOTICES_CONTROL_URL } from './env';

/* The journeys' side of the local push service and Meta's Graph API stand-in (support/notices-stand-in.ts). */

const control = async <T>(method: 'GET' | 'POST', path: string): Promise<T> =>
  (await fetch(`${NOTICES_CONTROL_URL}${path}`, { method })).json() as Promise<T>;

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A device's subscription at the local push service: its endpoint and the keys only it can decrypt with. */
export const pushDevice = (name: string) => control<PushSubscriptionJson>('POST', `/push/devices/${name}`);

export interface ReceivedPush {
  /** The message as the device reads it, decrypted with its own private key and auth secret (RFC 8291). */
  text: string;
  /** The VAPID token's claims, its signature checked against its key (RFC 8292). */
  vapid: { aud: string; sub: string; exp: number; k: string };
}

/** What the push service received for the device, each message decrypted. */
export const pushMessages = (name: string) => control<ReceivedPush[]>('GET', `/push/messages/${name}`);

/** Makes `token` one Meta accepts for the Conversions API. */
export const acceptMetaToken = (token: string) => control<null>('POST', `/meta/tokens/${token}`);

/** The server events Meta's Graph API received for the pixel. */
export const metaEvents = (pixelId: string) => control<Record<string, unknown>[]>('GET', `/meta/events/${pixelId}`);
