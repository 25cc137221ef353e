import { CATALOGUE_PARAMS } from './catalogue-filters';

/*
 * The price filter's form (docs/product/storefront.md, "Filtros"): a plain GET form cannot join two boxes into the
 * address's one `precio=min-max`, so it sends `precio_desde` and `precio_hasta` (whole pesos) and the server answers with the
 * filtered list's canonical address. Works without JavaScript; the shared address is always the canonical one.
 */
export const PRICE_FORM = { min: 'precio_desde', max: 'precio_hasta' } as const;

/** Whole pesos from what a shopper typed ("5.000", "$ 5000", "5000,50" → 5000); empty when it holds no number. */
function pesos(typed: string | null): string {
  const whole =
    (typed ?? '')
      .split(',')[0]
      ?.replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '') ?? '';
  return whole.slice(0, 9);
}

/**
 * The address with the price form's boxes turned into `precio` (the other parameters as they were, the page
 * left out: a new filter starts on page 1), or null when the address holds no price form.
 */
export function priceFormAddress(search: URLSearchParams): URLSearchParams | null {
  if (!search.has(PRICE_FORM.min) && !search.has(PRICE_FORM.max)) return null;
  const min = pesos(search.get(PRICE_FORM.min));
  const max = pesos(search.get(PRICE_FORM.max));
  const next = new URLSearchParams(
    [...search].filter(
      ([key]) => key !== PRICE_FORM.min && key !== PRICE_FORM.max && key !== CATALOGUE_PARAMS.price && key !== 'page',
    ),
  );
  if (min || max) next.append(CATALOGUE_PARAMS.price, `${min}-${max}`);
  return next;
}
