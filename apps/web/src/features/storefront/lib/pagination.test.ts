import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

/** The pager as a shopper reads it: numbers and "…". */
const shown = (current: number, last: number) =>
  pageItems(current, last).map((item) => (item.kind === 'page' ? String(item.page) : '…'));

describe('pageItems', () => {
  it('shows the first and last page, two either side of the current one, and ellipses for the gaps', () => {
    expect(shown(7, 20)).toEqual(['1', '…', '5', '6', '7', '8', '9', '…', '20']);
  });

  it('needs no ellipsis at the start when the current page is near it', () => {
    expect(shown(1, 20)).toEqual(['1', '2', '3', '…', '20']);
    expect(shown(4, 20)).toEqual(['1', '2', '3', '4', '5', '6', '…', '20']);
  });

  it('needs no ellipsis at the end when the current page is near it', () => {
    expect(shown(20, 20)).toEqual(['1', '…', '18', '19', '20']);
    expect(shown(17, 20)).toEqual(['1', '…', '15', '16', '17', '18', '19', '20']);
  });

  it('lists every page of a short catalogue, and a single page alone', () => {
    expect(shown(3, 5)).toEqual(['1', '2', '3', '4', '5']);
    expect(shown(1, 1)).toEqual(['1']);
  });

  it('gives the two ellipses distinct keys, so React can tell them apart', () => {
    const keys = pageItems(7, 20).flatMap((item) => (item.kind === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['before', 'after']);
  });
});
