import { categoryTree } from '@vidriera/core';
import { useDiscountScopeOptions } from '../api/discount-codes';

interface DiscountScopeFieldsProps {
  categoryIds: string[];
  productIds: string[];
  onCategories: (ids: string[]) => void;
  onProducts: (ids: string[]) => void;
}

const toggle = (ids: string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

/** "Vale para": every product unless some categories or products are ticked (a line counts when either names it). */
export function DiscountScopeFields({ categoryIds, productIds, onCategories, onProducts }: DiscountScopeFieldsProps) {
  const options = useDiscountScopeOptions();
  // Each child with its parent ("Mujer › Remeras"): children of one name under different parents read apart.
  const categories = { data: options.data ? categoryTree(options.data.categories) : undefined };
  const products = { data: options.data?.products };
  const box = (key: string, name: string, checked: boolean, onChange: (on: boolean) => void) => (
    <label key={key} className="flex items-center gap-2 py-1 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-primary"
      />
      {name}
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Vale para</legend>
      <p className="text-xs text-muted-foreground">Sin marcar nada, vale para todos los productos.</p>
      {(categories.data?.length ?? 0) > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">Categorías</p>
          {categories.data?.map((c) =>
            box(c.id, c.label, categoryIds.includes(c.id), (on) => onCategories(toggle(categoryIds, c.id, on))),
          )}
        </div>
      )}
      {(products.data?.length ?? 0) > 0 && (
        <div className="max-h-40 overflow-y-auto rounded-md border px-3 py-1">
          <p className="text-xs font-medium text-muted-foreground">Productos</p>
          {products.data?.map((p) =>
            box(p.id, p.name, productIds.includes(p.id), (on) => onProducts(toggle(productIds, p.id, on))),
          )}
        </div>
      )}
    </fieldset>
  );
}
