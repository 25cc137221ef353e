/*
 * The files every island needs: the runtime that takes islands over
 * (take-over.tsx) and what it imports, Preact and the pieces most islands
 * share. The store build writes their names into store.html (vite.config.ts);
 * the page's script asks for them when its first island starts
 * (hydrate-islands.tsx), beside that island's own `import()`. Without them the
 * island's file, the shared file it imports and the runtime that one imports
 * arrive one after the other; Vite's own preloading asks for every file of an
 * island in the task that starts it, which made that one long task
 * (docs/decisions/031-islands-on-use.md).
 */

/** The id of the JSON script element in store.html that lists them. */
export const SHARED_ISLAND_FILES_ID = 'island-files';

/** What the build says of one of its chunks (the part of Rolldown's output chunk read here). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * Every chunk the take-over runtime's chunk imports, however deep, from the
 * site's root; not the runtime's own chunk (its `import()` asks for it) nor the
 * page's script (the entry, there already).
 */
export function sharedIslandFilesOf(chunks: BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const takeOver = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith('/app/store-page/take-over.tsx'));
  if (!takeOver) throw new Error('La compilación de la tienda no tiene el módulo take-over.tsx');
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (seen.has(fileName) || !chunk || chunk.isEntry) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(takeOver.fileName);
  seen.delete(takeOver.fileName);
  return [...seen].map((fileName) => `/${fileName}`);
}

let asked = false;

/** Asks for the shared files once, a `modulepreload` link each, each in a task of its own. */
export function preloadSharedIslandFiles(): void {
  if (asked) return;
  asked = true;
  for (const file of readSharedIslandFiles()) {
    setTimeout(() => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }, 0);
  }
}

function readSharedIslandFiles(): string[] {
  try {
    const files: unknown = JSON.parse(document.getElementById(SHARED_ISLAND_FILES_ID)?.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}
