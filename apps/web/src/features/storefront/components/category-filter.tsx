import type { PublicCategory } from '@vidriera/core';
import type { Ref } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/native-select';

interface CategoryFilterProps {
  categories: PublicCategory[];
  value: string;
  /** The store's index: the form asks it for `?category=…` (page 1). */
  action: string;
  onChange?: (category: string) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * "Todas las categorías" (value all) and the store's category tree, as a GET
 * form: without JavaScript the shopper picks and presses "Filtrar"; its
 * island sends the form as soon as the choice changes.
 */
export function CategoryFilter({ categories, value, action, onChange, formRef }: CategoryFilterProps) {
  return (
    <form ref={formRef} method="get" action={action} className="flex items-center gap-3">
      <Label htmlFor="store-category" className="shrink-0">
        Categoría
      </Label>
      <NativeSelect
        id="store-category"
        name="category"
        onChange={(event) => onChange?.(event.target.value)}
        className="w-full sm:w-64"
      >
        {/* Chosen by `selected`, not the select's value: the shopper's choice is the form's, not the island's state. */}
        <option value="all" selected={value === 'all'}>
          Todas las categorías
        </option>
        {/* The server lists each parent before its children, indented here; a parent shows its children's products too. */}
        {categories.map((category) => (
          <option key={category.id} value={category.id} selected={category.id === value}>
            {category.parentId ? `\u00a0\u00a0\u00a0${category.name}` : category.name}
          </option>
        ))}
      </NativeSelect>
      <noscript
        dangerouslySetInnerHTML={{
          __html: '<button type="submit" class="h-10 rounded-md border bg-background px-4 text-sm font-medium shadow-xs">Filtrar</button>',
        }}
      />
    </form>
  );
}
