import { Label } from '@/components/ui/label';
import type { PublicCategory } from '../api/types';
import { NativeSelect } from './native-select';

/** "Todas las categorías" (value all) and the store's categories. */
export function CategoryFilter({ categories, value, onChange }: { categories: PublicCategory[]; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor="store-category" className="shrink-0">
        Categoría
      </Label>
      <NativeSelect id="store-category" value={value} onChange={(event) => onChange(event.target.value)} className="w-full sm:w-64">
        <option value="all">Todas las categorías</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
