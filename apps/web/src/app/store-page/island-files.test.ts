import { describe, expect, it } from 'vitest';
import { type BuiltChunk, islandFilesOf } from './island-files';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
): BuiltChunk => ({ fileName, imports, facadeModuleId, isEntry });

describe('the files the islands need beyond their own', () => {
  it('are what the take-over runtime imports, however deep, for all; and for an island what else it imports; never the page script', () => {
    const chunks = [
      chunk('assets/store-a1.js', [], '/repo/apps/web/store.html', true),
      chunk(
        'assets/take-over-b2.js',
        ['assets/islands-common-c3.js', 'assets/store-a1.js'],
        '/repo/apps/web/src/app/store-page/take-over.tsx',
      ),
      chunk('assets/islands-common-c3.js', ['assets/rolldown-runtime-d4.js', 'assets/store-a1.js']),
      chunk('assets/rolldown-runtime-d4.js', []),
      chunk(
        'assets/product-purchase-e5.js',
        ['assets/islands-common-c3.js', 'assets/use-cart-f6.js'],
        '/repo/apps/web/src/features/storefront/islands/product-purchase.tsx',
      ),
      chunk('assets/use-cart-f6.js', ['assets/islands-common-c3.js', 'assets/quantity-g7.js']),
      chunk('assets/quantity-g7.js', ['assets/islands-common-c3.js']),
      chunk(
        'assets/go-back-h8.js',
        ['assets/islands-common-c3.js'],
        'C:\\repo\\apps\\web\\src\\features\\storefront\\islands\\go-back.tsx',
      ),
    ];
    expect(islandFilesOf(chunks)).toEqual({
      '*': ['/assets/islands-common-c3.js', '/assets/rolldown-runtime-d4.js'],
      'storefront/product-purchase': ['/assets/use-cart-f6.js', '/assets/quantity-g7.js'],
    });
  });

  it('stop the store build when the runtime is missing from it', () => {
    expect(() => islandFilesOf([chunk('assets/store-a1.js', [], 'store.html', true)])).toThrow('take-over.tsx');
  });
});
