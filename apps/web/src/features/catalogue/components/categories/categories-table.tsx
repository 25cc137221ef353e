import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
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
              <EditDeleteButtons name={category.name} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} className="justify-end" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
