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

describe('SHUTDOWN_DRAIN (how long a stopping instance keeps serving while its health check says 503, docs/DEPLOY.md)', () => {
  it('is 6 seconds unless set, reads a duration, and 0 stops at once', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN).toBe(6);
    expect(loadConfig({ SHUTDOWN_DRAIN: '10s' }).SHUTDOWN_DRAIN).toBe(10);
    expect(loadConfig({ SHUTDOWN_DRAIN: '0' }).SHUTDOWN_DRAIN).toBe(0);
  });

  it.each(['pronto', '-5'])('refuses %j with a ConfigError naming it', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN: value })).toThrow(/ {2}SHUTDOWN_DRAIN: /);
  });

  it('refuses a drain that leaves no time to finish within SHUTDOWN_TIMEOUT', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN: '15s' })).toThrow(
      / {2}SHUTDOWN_DRAIN: debe ser menor que SHUTDOWN_TIMEOUT/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: '5s' })).toThrow(ConfigError);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: '5s', SHUTDOWN_DRAIN: '3s' }).SHUTDOWN_DRAIN).toBe(3);
  });
});
