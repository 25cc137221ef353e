/** Addresses of the public storefront API; shared by the queries and the first-load warm-up. */
const base = (slug: string) => `/api/public/stores/${encodeURIComponent(slug)}`;

export const publicApi = {
  store: (slug: string) => base(slug),
  products: (slug: string, page: number, category: string) => {
    const params = new URLSearchParams({ page: String(page) });
    if (category !== 'all') params.set('category', category);
    return `${base(slug)}/products?${params.toString()}`;
  },
  product: (slug: string, id: string) => `${base(slug)}/products/${encodeURIComponent(id)}`,
  variants: (slug: string, ids: string[]) => `${base(slug)}/variants?ids=${ids.map(encodeURIComponent).join(',')}`,
  orders: (slug: string) => `${base(slug)}/orders`,
};

/** Page and category as the index keeps them in its address (?page=2&category=…). */
export function catalogueParams(search: URLSearchParams): { page: number; category: string } {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: search.get('category') || 'all',
  };
}
