import { formatPrice } from '@vidriera/core';
import { TableCell, TableRow } from '@/components/ui/table';
import type { ProductSummary } from '../../api/types';
import { CategoryCell, categoryLabel, ListTable } from '../list-table';
import { StatusBadge, StockBadge, VariantBadges } from './product-badges';
import { ProductRowActions } from './product-row-actions';
import { ProductThumbnail } from './product-thumbnail';
import { VariantStockFigures } from './variant-stock';

interface ProductsViewProps {
  products: ProductSummary[];
  onDelete: (product: ProductSummary) => void;
}

const editPath = (product: ProductSummary) => `/admin/products/${product.id}/edit`;

/** List version B on a wide screen (docs/product/catalogue.md). */
export function ProductsTable({ products, onDelete }: ProductsViewProps) {
  return (
    <ListTable
      columns={['Imagen', 'Producto', 'Categoría', 'Precio Base', 'Variantes', 'Stock Total', 'Estado', 'Acciones']}
    >
      {products.map((product) => (
        <TableRow key={product.id}>
          <TableCell className="py-3 pl-4">
            <ProductThumbnail url={product.image} name={product.name} />
          </TableCell>
          <TableCell className="max-w-72 whitespace-normal">
            <p className="font-medium break-words">{product.name}</p>
            {product.description && <p className="line-clamp-1 text-xs text-muted-foreground">{product.description}</p>}
          </TableCell>
          <CategoryCell categoryName={product.categoryName} />
          <TableCell className="font-medium">{formatPrice(product.priceCents)}</TableCell>
          <TableCell>
            <VariantBadges product={product} />
          </TableCell>
          <TableCell>
            <StockBadge stock={product.totalStock} />
            <VariantStockFigures productId={product.id} />
          </TableCell>
          <TableCell>
            <StatusBadge active={product.isActive} />
          </TableCell>
          <TableCell className="pr-4">
            <ProductRowActions name={product.name} editTo={editPath(product)} onDelete={() => onDelete(product)} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

/** The same list on a phone: one card per product. */
export function ProductCards({ products, onDelete }: ProductsViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Productos">
      {products.map((product) => (
        <li key={product.id} className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex gap-3">
            <ProductThumbnail url={product.image} name={product.name} className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{product.name}</p>
              <p className="text-sm text-muted-foreground">{categoryLabel(product.categoryName)}</p>
              <p className="font-semibold">{formatPrice(product.priceCents)}</p>
            </div>
            <StatusBadge active={product.isActive} className="self-start" />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <VariantBadges product={product} />
            <span className="flex items-center gap-1 text-muted-foreground">
              Stock: <StockBadge stock={product.totalStock} />
            </span>
          </div>
          <VariantStockFigures productId={product.id} />
          <div className="border-t pt-3">
            <ProductRowActions name={product.name} editTo={editPath(product)} onDelete={() => onDelete(product)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
