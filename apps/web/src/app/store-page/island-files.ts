/*
 * Which files the islands of a store page need beyond their own: the store
 * build writes them into store.html (vite.config.ts) and the page's script
 * asks for them when an island starts (hydrate-islands.tsx), beside that
 * island's own `import()`. Without them an island's file, the shared file it
 * imports and the bundler's runtime that one imports arrive one after the
 * other; Vite's own preloading asks for every file of an island in the task
 * that starts it, which made that one long task
 * (docs/decisions/031-islands-on-use.md). So the page asks, a task each, for
 * the files every island shares (what the take-over runtime imports: Preact
 * and the pieces most islands use) when its first island starts, and for an
 * island's other files only when a shopper's touch starts it.
 */

/** The id of the JSON script element in store.html that lists them. */
export const ISLAND_FILES_ID = 'island-files';

/** The key of the files every island shares. */
export const SHARED = '*';

/** SHARED → the files every island shares; an island's name ("<feature>/<file>") → its other files; all from the site's root. */
export type IslandFiles = Record<string, string[]>;

/** What the build says of one of its chunks (the part of Rolldown's output chunk read here). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** "<feature>/<file>" of an island module's path: its name, which the browser loads it by (island-registry.ts). */
export function islandNameOf(path: string): string | null {
  const found = /features\/([^/]+)\/islands\/([^/]+)\.tsx$/.exec(path);
  return found ? `${found[1]}/${found[2]}` : null;
}

/**
 * From the build's chunks: every chunk the take-over runtime's chunk imports,
 * however deep, and for each island every chunk its own imports that is not
 * one of those; never the chunk an `import()` asks for itself nor the page's
 * script (the entry, there already).
 */
export function islandFilesOf(chunks: BuiltChunk[]): IslandFiles {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importedBy = (start: BuiltChunk) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName);
      if (seen.has(fileName) || !chunk || chunk.isEntry) return;
      seen.add(fileName);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(start.fileName);
    seen.delete(start.fileName);
    return [...seen].map((fileName) => `/${fileName}`);
  };
  const path = (chunk: BuiltChunk) => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
  const takeOver = chunks.find((chunk) => path(chunk).endsWith('/app/store-page/take-over.tsx'));
  if (!takeOver) throw new Error('La compilación de la tienda no tiene el módulo take-over.tsx');
  const shared = importedBy(takeOver);
  const files: IslandFiles = { [SHARED]: shared };
  for (const chunk of chunks) {
    const name = islandNameOf(path(chunk));
    const own = name ? importedBy(chunk).filter((file) => !shared.includes(file)) : [];
    if (name && own.length) files[name] = own;
  }
  return files;
}

const asked = new Set<string>();

/**
 * Asks for the files every island shares, and the island's other files when
 * `withOwn` (a shopper's touch started it and waits for it), those the page
 * has not asked for yet: a `modulepreload` link each, each in a task of its own.
 */
export function preloadIslandFiles(island: string, withOwn: boolean): void {
  const files = readIslandFiles();
  for (const file of [...(files[SHARED] ?? []), ...(withOwn ? (files[island] ?? []) : [])]) {
    if (asked.has(file)) continue;
    asked.add(file);
    setTimeout(() => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }, 0);
  }
}

let read: IslandFiles | null = null;

function readIslandFiles(): IslandFiles {
  if (read) return read;
  read = {};
  try {
    const parsed: unknown = JSON.parse(document.getElementById(ISLAND_FILES_ID)?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object') {
      for (const [name, files] of Object.entries(parsed)) {
        if (Array.isArray(files))
          read[name] = files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'));
      }
    }
  } catch {
    // A page without the list (the dev server's) finds each island's files as it reads them.
  }
  return read;
}
