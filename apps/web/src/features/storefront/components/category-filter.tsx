import type { PublicCategory } from '@vidriera/core';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/native-select';
import { CATEGORY_FILTER_ATTRIBUTE } from '../lib/category-filter';

interface CategoryFilterProps {
  categories: PublicCategory[];
  value: string;
  /** The store's index: the form asks it for `?category=…` (page 1). */
  action: string;
}

/**
 * "Todas las categorías" (value all) and the store's category tree, as a GET
 * form: without JavaScript the shopper picks and presses "Filtrar"; the store
 * page's script sends it as soon as the choice changes (lib/category-filter.ts).
 * The browser does not put back an earlier choice (autocomplete off): going
 * back to this page must not send it again.
 */
export function CategoryFilter({ categories, value, action }: CategoryFilterProps) {
  return (
    <form method="get" action={action} className="flex items-center gap-3" {...{ [CATEGORY_FILTER_ATTRIBUTE]: value }}>
      <Label htmlFor="store-category" className="shrink-0">
        Categoría
      </Label>
      <NativeSelect
        id="store-category"
        name="category"
        defaultValue={value}
        autoComplete="off"
        className="w-full sm:w-64"
      >
        <option value="all">Todas las categorías</option>
        {/* The server lists each parent before its children, indented here; a parent shows its children's products too. */}
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.parentId ? `\u00a0\u00a0\u00a0${category.name}` : category.name}
          </option>
        ))}
      </NativeSelect>
      <noscript
        dangerouslySetInnerHTML={{
          __html:
            '<button type="submit" class="h-10 rounded-md border bg-background px-4 text-sm font-medium shadow-xs">Filtrar</button>',
        }}
      />
    </form>
  );
}
