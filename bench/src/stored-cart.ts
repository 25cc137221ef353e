/** Three cart lines as the store's product page would add them: the first variant of each product, its picture and price. */
export async function threeCartLines(
  base: string,
  slug: string,
  items: { id: string; name: string; image: string | null }[],
) {
  return Promise.all(
    items.slice(0, 3).map(async (item) => {
      const product = (await (await fetch(`${base}/api/public/stores/${slug}/products/${item.id}`)).json()) as {
        variants: { id: string; finalPriceCents: number }[];
      };
      const variant = product.variants[0];
      if (!variant) throw new Error(`${item.name} no tiene variantes`);
      return {
        product_id: item.id,
        variant_id: variant.id,
        name: item.name,
        price: variant.finalPriceCents,
        quantity: 1,
        image: item.image,
        attributes: [],
      };
    }),
  );
}
