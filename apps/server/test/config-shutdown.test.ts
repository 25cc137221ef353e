import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/shared/config';

describe('SHUTDOWN_TIMEOUT (how long a SIGTERM may take, docs/DEPLOY.md)', () => {
  it('is 15 seconds unless set, and reads a duration', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT).toBe(15);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: '30s' }).SHUTDOWN_TIMEOUT).toBe(30);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: '2m' }).SHUTDOWN_TIMEOUT).toBe(120);
  });

  it.each(['0', 'pronto', '-5'])('refuses %j with a ConfigError naming it', (value) => {
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: value })).toThrow(/ {2}SHUTDOWN_TIMEOUT: /);
  });
});
