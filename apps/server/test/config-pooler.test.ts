import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/shared/config';

const primary = 'postgres://app@pgbouncer:6432/vidriera';
const direct = 'postgres://owner@primary:5432/vidriera';

describe('DATABASE_POOLER, DATABASE_DIRECT_URL (a pooler in transaction mode, docs/DEPLOY.md)', () => {
  it('reaches PostgreSQL session by session unless told, and migrates on DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: primary })).toMatchObject({ DATABASE_POOLER: 'session' });
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_POOLER: '' }).DATABASE_DIRECT_URL).toBeUndefined();
  });

  it('takes transaction mode with the database itself beside it, for the migrations', () => {
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: direct }),
    ).toMatchObject({ DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: direct });
  });

  it('refuses, in Spanish and naming the setting, what cannot work', () => {
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_POOLER: 'transaction' })).toThrow(
      'DATABASE_DIRECT_URL: con DATABASE_POOLER=transaction las migraciones van directo a la base',
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: direct })).toThrow(
      'DATABASE_DIRECT_URL: un pooler de conexiones necesita DATABASE_URL',
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'transaction' })).toThrow('DATABASE_POOLER: un pooler de conexiones');
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_POOLER: 'statement' })).toThrow(
      'DATABASE_POOLER: debe ser session o transaction',
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(
      'DATABASE_DIRECT_URL: debe empezar con postgres://',
    );
  });
});
