import { categoryTree } from '@vidriera/core';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCategories } from '../../api/get-categories';

interface CategoryFilterProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
}

/** "Todas las categorías" (value all) or one category, in its own card above a product list. */
export function CategoryFilter({ value, onChange, id = 'category-filter' }: CategoryFilterProps) {
  const categories = useCategories();
  return (
    <Card className="py-4">
      <CardContent className="px-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Label htmlFor={id} className="shrink-0">
            Filtrar por categoría
          </Label>
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger id={id} className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">Todas las categorías</SelectItem>
              {/* A parent lists its subcategories' products too. */}
              {categoryTree(categories.data ?? []).map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {category.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
