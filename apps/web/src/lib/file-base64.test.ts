import { describe, expect, it } from 'vitest';
import { fileToBase64 } from './file-base64';

describe('fileToBase64', () => {
  it('sends a Windows-1252 file byte for byte, never re-encoded', async () => {
    const bytes = Uint8Array.from([0x4e, 0xf1, 0x61, 0x6e, 0x64, 0xfa, 0x3b, 0x80]);
    expect(Buffer.from(await fileToBase64(new Blob([bytes])), 'base64')).toEqual(Buffer.from(bytes));
  });

  it('takes a 2 MB file whole', async () => {
    const bytes = Uint8Array.from({ length: 2 * 1024 * 1024 }, (_, i) => i % 251);
    expect(Buffer.from(await fileToBase64(new Blob([bytes])), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
