import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** The class of a cell whose column a phone does not show (its rows show that content another way). */
export const WIDE_ONLY = 'hidden sm:table-cell';

/**
 * A catalogue list on a wide screen: the column titles, the first and last padded like the rows' cells, then the rows.
 * `wideOnly` names the columns a phone leaves out; their cells take WIDE_ONLY.
 */
export function ListTable({
  columns,
  wideOnly = [],
  children,
}: {
  columns: string[];
  wideOnly?: string[];
  children: ReactNode;
}) {
  const last = columns.length - 1;
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((title, i) => (
            <TableHead
              key={title}
              className={cn(i === 0 && 'pl-4', i === last && 'pr-4 text-right', wideOnly.includes(title) && WIDE_ONLY)}
            >
              {title}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A product's main category as the lists name it. */
export const categoryLabel = (categoryName: string | null) => categoryName ?? 'Sin categoría';

/** The product lists' "Categoría" cell: "Sin categoría" greyed out when it has none. */
export function CategoryCell({ categoryName }: { categoryName: string | null }) {
  return <TableCell className={categoryName ? '' : 'text-muted-foreground'}>{categoryLabel(categoryName)}</TableCell>;
}
