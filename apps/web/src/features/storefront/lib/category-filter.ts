/*
 * The store index's category filter (docs/product/storefront.md) is the
 * server's GET form (components/category-filter.tsx); picking a category
 * shows its products at once, page 1, and "Todas las categorías" is the plain
 * index. That is all it needs from code, so the store page's script does it
 * (no island, nothing downloaded for it): a pick made before the script ran
 * counts too.
 */

/** The attribute on the filter's form holding the page's category ("all": none). */
export const CATEGORY_FILTER_ATTRIBUTE = 'data-category-filter';

/** The store index with `category` chosen, page 1 ("all" is the plain index). */
export function categoryHref(action: string, category: string): string {
  return category === 'all' ? action : `${action}?${new URLSearchParams({ category }).toString()}`;
}

/** Sends every category filter in `root` as soon as its choice differs from the page's category. */
export function followCategoryFilters(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${CATEGORY_FILTER_ATTRIBUTE}]`)) {
    const select = form.elements.namedItem('category');
    if (!(select instanceof HTMLSelectElement)) continue;
    const shown = form.getAttribute(CATEGORY_FILTER_ATTRIBUTE);
    const follow = () => {
      if (select.value !== shown) window.location.assign(categoryHref(form.getAttribute('action') ?? '', select.value));
    };
    select.addEventListener('change', follow);
    follow();
  }
}
