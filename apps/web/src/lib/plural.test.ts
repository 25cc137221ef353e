import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'disponible', 'disponibles')).toBe('1 disponible');
    expect(countOf(0, 'disponible', 'disponibles')).toBe('0 disponibles');
    expect(countOf(12, 'producto más...', 'productos más...')).toBe('12 productos más...');
    expect(countOf(1, 'producto más...', 'productos más...')).toBe('1 producto más...');
  });
});
