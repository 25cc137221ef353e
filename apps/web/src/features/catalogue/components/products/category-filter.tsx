import { categoryTree } from '@vidriera/core';
import { Search } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCategories } from '../../api/get-categories';

interface CategoryFilterProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** The words searched, as typed; without it the card has no search box. */
  search?: string;
  onSearchChange?: (search: string) => void;
}

/**
 * Above a product list, in one card: the search box (the store's own search, SKU and barcode too;
 * docs/product/catalogue.md, "Buscar productos") and "Todas las categorías" (value all) or one category.
 */
export function CategoryFilter({
  value,
  onChange,
  id = 'category-filter',
  search,
  onSearchChange,
}: CategoryFilterProps) {
  const categories = useCategories();
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-4 px-4 lg:flex-row lg:items-center lg:justify-between">
        {onSearchChange && (
          <div className="relative lg:w-96">
            <Label htmlFor={`${id}-search`} className="sr-only">
              Buscar en tus productos
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={search ?? ''}
              onChange={(event) => onSearchChange(event.target.value)}
              placeholder="Buscar por nombre, SKU o código de barras"
              maxLength={100}
              autoComplete="off"
              className="pl-9"
            />
          </div>
        )}
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
