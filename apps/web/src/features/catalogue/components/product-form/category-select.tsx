import { NULL_SENTINEL } from '@vidriera/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCategories } from '../../api/get-categories';
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
  return (
    <div className="space-y-2">
      <Label htmlFor="product-category">Categoría</Label>
      <div className="flex gap-2">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id="product-category" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder="Elige una categoría" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NULL_SENTINEL}>Sin categoría</SelectItem>
            {categories.data?.map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {category.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {quickCreate && (
          <Button variant="outline" size="icon" onClick={() => setCreating(true)} aria-label="Crear Nueva Categoría" title="Crear Nueva Categoría">
            <Plus />
          </Button>
        )}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {quickCreate && <QuickCategoryDialog open={creating} onClose={() => setCreating(false)} onCreated={(category) => onChange(category.id)} />}
    </div>
  );
}
