export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Numbered pagination: page 1, the last page and the pages within 2 of the current one, gaps as ellipses (docs/product/storefront.md). */
export function pageItems(current: number, last: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) {
      items.push({ kind: 'page', page });
    } else if (items.at(-1)?.kind === 'page') {
      items.push({ kind: 'ellipsis', key: page < current ? 'before' : 'after' });
    }
  }
  return items;
}
