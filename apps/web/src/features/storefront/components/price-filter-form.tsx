import { type CatalogueFacets, type CatalogueSelection, PRICE_FORM, selectionParams, storeHref } from '@vidriera/core';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { ListingAddress } from '../lib/filter-links';

/**
 * The price range in whole pesos as a GET form: it sends the other filters (and the words searched) as they are and
 * `desde`/`hasta`, which the server turns into the list's address (packages/core/src/storefront/price-form.ts).
 * The boxes show the list's cheapest and dearest price as a hint.
 */
export function PriceFilterForm({
  at,
  selection,
  price,
  idPrefix,
}: {
  at: ListingAddress;
  selection: CatalogueSelection;
  price: CatalogueFacets['price'];
  idPrefix: string;
}) {
  const kept = selectionParams({ ...selection, priceMin: null, priceMax: null });
  const box = (name: string, label: string, value: number | null, hint: number | undefined) => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={`${idPrefix}-${name}`} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={`${idPrefix}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        autoComplete="off"
        placeholder={hint === undefined ? undefined : String(hint)}
        defaultValue={value ?? undefined}
      />
    </div>
  );
  return (
    <form method="get" action={storeHref(at.base, at.route, {})} className="px-2">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">Precio</legend>
        {at.route === 'search' && <input type="hidden" name="q" value={at.query} />}
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div className="flex items-end gap-2">
          {box(PRICE_FORM.min, 'Desde ($)', selection.priceMin, price ? Math.floor(price.minCents / 100) : undefined)}
          {box(PRICE_FORM.max, 'Hasta ($)', selection.priceMax, price ? Math.ceil(price.maxCents / 100) : undefined)}
        </div>
        <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-full')}>
          Aplicar precio
        </button>
      </fieldset>
    </form>
  );
}
