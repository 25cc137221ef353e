import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Category } from '../../api/types';

interface CategoriesTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** Nombre / Descripción / Acciones; descriptions wrap so the table fits a phone. */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Nombre</TableHead>
          <TableHead>Descripción</TableHead>
          <TableHead className="pr-4 text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell className="py-3 pl-4 font-medium whitespace-normal break-words">{category.name}</TableCell>
            <TableCell className="min-w-32 whitespace-normal text-muted-foreground">{category.description || '—'}</TableCell>
            <TableCell className="pr-4">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" onClick={() => onEdit(category)} aria-label={`Editar ${category.name}`} title="Editar">
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onDelete(category)}
                  aria-label={`Eliminar ${category.name}`}
                  title="Eliminar"
                >
                  <Trash2 />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
