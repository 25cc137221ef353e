import { categoryTree, NULL_SENTINEL } from '@vidriera/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCategories } from '../../api/get-categories';
import type { Category } from '../../api/types';
import { QuickCategoryDialog } from './quick-category-dialog';

interface CategorySelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Version B offers "+" to create a category without leaving the form. */
  quickCreate?: boolean;
}

/** Category, optional: "Sin categoría" is the "null-value" sentinel. */
export function CategorySelect({ value, onChange, error, quickCreate = false }: CategorySelectProps) {
  const categories = useCategories();
  const [creating, setCreating] = useState(false);
  // A category just made here is an option from the same render that picks it:
  // the select drops a value none of its options has (the list refreshes a moment later).
  const [created, setCreated] = useState<Category | null>(null);
  const options =
    created && !categories.data?.some((c) => c.id === created.id)
      ? [created, ...(categories.data ?? [])]
      : (categories.data ?? []);
  return (
    <div className="space-y-2">
      <Label htmlFor="product-category">Categoría</Label>
      <div className="flex gap-2">
        <Select value={value} onValueChange={(next) => next && onChange(next)}>
          <SelectTrigger id="product-category" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder="Elige una categoría" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NULL_SENTINEL}>Sin categoría</SelectItem>
            {categoryTree(options).map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {category.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {quickCreate && (
          <Button
            variant="outline"
            size="icon"
            onClick={() => setCreating(true)}
            aria-label="Crear Nueva Categoría"
            title="Crear Nueva Categoría"
          >
            <Plus />
          </Button>
        )}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {quickCreate && (
        <QuickCategoryDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(category) => {
            setCreated(category);
            onChange(category.id);
          }}
        />
      )}
    </div>
  );
}
