import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StorePreview } from './store-preview';

describe("the landing's sample store", () => {
  it('writes prices as every store page does ("$12.500,00")', () => {
    const html = renderToStaticMarkup(createElement(StorePreview));
    expect(html).toContain('$12.500,00');
    expect(html).not.toMatch(/\$\s+\d/);
  });
});
