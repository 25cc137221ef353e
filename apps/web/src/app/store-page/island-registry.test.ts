import { describe, expect, it } from 'vitest';
import { islandNameOf } from './island-files';
import { islandPaths, loadIsland } from './island-registry';

describe('the islands', () => {
  it('are named after their files, the name the browser loads them by, and a test beside them is not one', async () => {
    expect(islandPaths.length).toBeGreaterThan(0);
    expect(islandPaths.filter((path) => path.endsWith('.test.tsx'))).toEqual([]);
    for (const path of islandPaths) {
      const name = islandNameOf(path);
      expect(name, path).not.toBeNull();
      expect((await loadIsland(name as string)).islandName, path).toBe(name);
    }
  });
});
