import { categoryTree, NULL_SENTINEL, PRODUCT_CATEGORIES_MAX } from '@vidriera/core';
import { useCategories } from '../../api/get-categories';

interface MoreCategoriesProps {
  /** The main category ("Categoría"), not offered again here. */
  main: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * "Otras categorías": the product also shows under these (docs/product/catalogue.md,
 * "Categorías"); a list of checkboxes, folded away until the merchant opens it.
 */
export function MoreCategories({ main, value, onChange, error }: MoreCategoriesProps) {
  const categories = useCategories();
  const options = categoryTree(categories.data ?? []).filter((c) => c.id !== main);
  if (options.length === 0) return null;
  const chosen = value.filter((id) => id !== main && options.some((c) => c.id === id));
  const full = chosen.length + (main === NULL_SENTINEL ? 0 : 1) >= PRODUCT_CATEGORIES_MAX;
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <details className="rounded-lg border p-3" open={chosen.length > 0}>
      <summary className="cursor-pointer text-sm font-medium">
        Otras categorías{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </summary>
      <p className="mt-1 text-xs text-muted-foreground">
        El producto también aparece en estas categorías de tu tienda.
      </p>
      <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
        {options.map((category) => {
          const checked = chosen.includes(category.id);
          return (
            <li key={category.id} className={category.depth ? 'pl-5' : ''}>
              <label className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                {category.depth ? category.label : category.name}
              </label>
            </li>
          );
        })}
      </ul>
      {error && <p className="mt-1 text-sm text-destructive">{error}</p>}
    </details>
  );
}
