import { describe, expect, it } from 'vitest';
import type { IslandComponent } from '@/components/island';
import { islandNameOf } from './island-registry';

describe('the islands', () => {
  it('are named after their files, the name the browser loads them by', () => {
    const modules = import.meta.glob<{ default: IslandComponent<object> }>('../../features/*/islands/*.tsx', { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    for (const [path, module] of Object.entries(modules)) expect(module.default.islandName, path).toBe(islandNameOf(path));
  });
});
