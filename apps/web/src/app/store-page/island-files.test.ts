import { describe, expect, it } from 'vitest';
import { sharedIslandFilesOf, type BuiltChunk } from './island-files';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false): BuiltChunk => ({ fileName, imports, facadeModuleId, isEntry });

describe('the files every island needs', () => {
  it('are what the take-over runtime imports, however deep, without the runtime itself nor the page script', () => {
    const chunks = [
      chunk('assets/store-a1.js', [], '/repo/apps/web/store.html', true),
      chunk('assets/take-over-b2.js', ['assets/islands-common-c3.js', 'assets/store-a1.js'], '/repo/apps/web/src/app/store-page/take-over.tsx'),
      chunk('assets/islands-common-c3.js', ['assets/rolldown-runtime-d4.js', 'assets/store-a1.js']),
      chunk('assets/rolldown-runtime-d4.js', []),
      chunk('assets/cart-e5.js', ['assets/islands-common-c3.js', 'assets/use-cart-f6.js'], '/repo/apps/web/src/features/storefront/islands/cart.tsx'),
      chunk('assets/use-cart-f6.js', ['assets/islands-common-c3.js']),
    ];
    expect(sharedIslandFilesOf(chunks)).toEqual(['/assets/islands-common-c3.js', '/assets/rolldown-runtime-d4.js']);
  });

  it('stop the store build when the runtime is missing from it', () => {
    expect(() => sharedIslandFilesOf([chunk('assets/store-a1.js', [], 'store.html', true)])).toThrow('take-over.tsx');
  });
});
