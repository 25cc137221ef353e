import { describe, expect, it } from 'vitest';
import { API_ERRORS, ERROR_CODES } from '../src';

describe('the error table', () => {
  it('gives every code a refusal or fault status and a Spanish message', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.length, code).toBeGreaterThan(3);
    }
  });

  it('holds every code the screens act on', () => {
    for (const code of Object.values(ERROR_CODES)) expect(API_ERRORS[code], code).toBeDefined();
  });
});
