import type { IslandComponent } from '@/components/island';
import { islandNameOf } from './island-files';

/*
 * Every island's code, each a chunk of its own, found by file name: the
 * default export of features/<feature>/islands/<file>.tsx is the island
 * "<feature>/<file>" (defineIsland names it so, checked in island-registry.test.ts).
 */
type IslandModule = { default: IslandComponent<object> };

// Component tests sit beside their islands; they are never an island of their own.
const modules = import.meta.glob<IslandModule>([
  '../../features/*/islands/*.tsx',
  '!../../features/*/islands/*.test.tsx',
]);

/** The island modules' paths, for the test that checks their names. */
export const islandPaths = Object.keys(modules);

const loaders = new Map(Object.entries(modules).map(([path, load]) => [islandNameOf(path), load]));

export async function loadIsland(name: string): Promise<IslandComponent<object>> {
  const load = loaders.get(name);
  if (!load) throw new Error(`No existe la isla ${name}`);
  return (await load()).default;
}
