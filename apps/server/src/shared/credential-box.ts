import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Credentials at rest (a store's Mercado Pago access token and notification
 * secret, its Meta Conversions API token, the platform's Web Push private key, its carriers' accounts): AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * secret, a fresh 12-byte nonce per value, bound to the store it belongs to
 * (additional data), so a value copied onto another store's row does not
 * open. Each use has its own key (`purpose`, the HKDF info), so a value
 * sealed for one use does not open for another. Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. A leaked
 * database alone reveals no credential; a new server secret makes them
 * unreadable, and the owner connects again.
 */

const VERSION = 'v1';

/** What a box seals, each purpose under its own key: Mercado Pago's credentials (the first use, whose key stays as it was), a
 * Conversions API token, the push key, the carriers' accounts. */
export type CredentialPurpose =
  'mercado-pago-credentials' | 'meta-conversions-token' | 'web-push-key' | 'carrier-credentials';

function keyOf(serverSecret: string, purpose: CredentialPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'vidriera', purpose, 32));
}

export interface CredentialBox {
  /** `storeId`: the row it belongs to (a platform-wide value passes its own fixed name). */
  seal(storeId: string, plain: string): string;
  /** The value, or null when it cannot be opened (another secret, another store, a damaged value). */
  open(storeId: string, sealed: string): string | null;
}

export function credentialBox(
  serverSecret: string,
  purpose: CredentialPurpose = 'mercado-pago-credentials',
): CredentialBox {
  const key = keyOf(serverSecret, purpose);
  return {
    seal(storeId, plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(storeId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(storeId, sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(storeId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
