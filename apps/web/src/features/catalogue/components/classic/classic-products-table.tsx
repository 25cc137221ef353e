import { formatPrice } from '@vidriera/core';
import { TableCell, TableRow } from '@/components/ui/table';
import type { ProductSummary } from '../../api/types';
import { CategoryCell, categoryLabel, ListTable } from '../list-table';
import { ProductRowActions } from '../products/product-row-actions';

interface ClassicProductsTableProps {
  products: ProductSummary[];
  onDelete: (product: ProductSummary) => void;
}

/** List version A: Nombre, Categoría, Precio, Stock, Acciones. */
export function ClassicProductsTable({ products, onDelete }: ClassicProductsTableProps) {
  return (
    <ListTable columns={['Nombre', 'Categoría', 'Precio', 'Stock', 'Acciones']}>
      {products.map((product) => (
        <TableRow key={product.id}>
          <TableCell className="min-w-40 py-3 pl-4 font-medium whitespace-normal">{product.name}</TableCell>
          <CategoryCell categoryName={product.categoryName} />
          <TableCell>{formatPrice(product.priceCents)}</TableCell>
          <TableCell className={product.totalStock <= 0 ? 'text-destructive' : ''}>{product.totalStock}</TableCell>
          <TableCell className="pr-4">
            <ProductRowActions
              name={product.name}
              editTo={`/admin/products/${product.id}/edit`}
              classicEditTo={`/admin/products/legacy/${product.id}/edit`}
              onDelete={() => onDelete(product)}
            />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

/** The same list on a phone: one card per product. */
export function ClassicProductCards({ products, onDelete }: ClassicProductsTableProps) {
  return (
    <ul className="divide-y" aria-label="Productos">
      {products.map((product) => (
        <li key={product.id} className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{product.name}</p>
              <p className="text-sm text-muted-foreground">{categoryLabel(product.categoryName)}</p>
            </div>
            <p className="shrink-0 font-semibold">{formatPrice(product.priceCents)}</p>
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className={`text-sm ${product.totalStock <= 0 ? 'text-destructive' : 'text-muted-foreground'}`}>
              Stock: {product.totalStock}
            </p>
            <ProductRowActions
              name={product.name}
              editTo={`/admin/products/${product.id}/edit`}
              classicEditTo={`/admin/products/legacy/${product.id}/edit`}
              onDelete={() => onDelete(product)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
