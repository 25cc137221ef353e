import { CATEGORY_SEPARATOR, categoryTree } from '@vidriera/core';
import { TableCell, TableRow } from '@/components/ui/table';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import type { Category } from '../../api/types';
import { ListTable, WIDE_ONLY } from '../list-table';

interface CategoriesTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/**
 * Nombre / Descripción / Acciones, each parent followed by its subcategories. On a phone the description goes under
 * the name instead of a column of its own, so the actions stay in sight without scrolling the table sideways.
 */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  return (
    <ListTable columns={['Nombre', 'Descripción', 'Acciones']} wideOnly={['Descripción']}>
      {categoryTree(categories).map((category) => (
        <TableRow key={category.id}>
          <TableCell
            className={`py-3 pl-4 font-medium whitespace-normal wrap-anywhere ${category.depth ? 'pl-8' : ''}`}
          >
            {category.depth ? (
              <span className="sr-only">Subcategoría de {category.label.split(CATEGORY_SEPARATOR)[0]}: </span>
            ) : null}
            {category.depth ? (
              <span aria-hidden="true" className="mr-1 text-muted-foreground">
                ↳
              </span>
            ) : null}
            {category.name}
            {category.description && (
              <p className="mt-1 font-normal text-muted-foreground sm:hidden">{category.description}</p>
            )}
          </TableCell>
          <TableCell className={`min-w-32 whitespace-normal text-muted-foreground ${WIDE_ONLY}`}>
            {category.description || '—'}
          </TableCell>
          <TableCell className="pr-4">
            <EditDeleteButtons
              name={category.name}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
              className="justify-end"
            />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
