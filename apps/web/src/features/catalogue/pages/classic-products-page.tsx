import { FileText, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useProducts } from '../api/get-products';
import { PageHeader } from '@/components/page-header';
import { CataloguePage } from '../components/catalogue-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ClassicProductCards, ClassicProductsTable } from '../components/classic/classic-products-table';
import { EmptyState, LoadError, LoadingState } from '../components/load-state';
import { CategoryFilter } from '../components/products/category-filter';
import { NewProductButton } from '../components/products/new-product-button';
import { TableOrCards } from '../components/products/table-or-cards';
import { useDeleteProductFlow } from '../hooks/use-delete-product-flow';
import { useStoreRequired } from '@/hooks/use-store-required';

/** /admin/products/legacy: product list version A (docs/product/catalogue.md), the same products as /admin/products. */
export function ClassicProductsPage() {
  useStoreRequired();
  const [category, setCategory] = useState('all');
  const products = useProducts(category);
  const deletion = useDeleteProductFlow<{ id: string; name: string }>();

  let body;
  if (products.isPending) body = <LoadingState label="Cargando productos..." />;
  else if (products.isError)
    body = (
      <LoadError
        message="No se pudieron cargar los productos"
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  else if (products.data.length === 0) {
    body = (
      <EmptyState
        icon={<Package />}
        title="No se encontraron productos."
        hint="Crea tu primer producto para empezar a vender."
      />
    );
  } else {
    body = (
      <TableOrCards
        table={<ClassicProductsTable products={products.data} onDelete={deletion.ask} />}
        cards={<ClassicProductCards products={products.data} onDelete={deletion.ask} />}
      />
    );
  }

  return (
    <CataloguePage>
      <PageHeader
        title="Productos"
        subtitle="Gestiona el catálogo de tu tienda."
        backTo="/admin"
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/products/legacy/new" aria-label="Crear con el formulario clásico">
                <FileText />
                Formulario clásico
              </Link>
            </Button>
            <NewProductButton />
          </>
        }
      />
      <CategoryFilter value={category} onChange={setCategory} />
      <Card className="gap-0 overflow-hidden py-0">{body}</Card>
      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        title="¿Estás absolutamente seguro?"
        description={`Esta acción no se puede deshacer. Se eliminará el producto "${deletion.pending?.name ?? ''}" con sus variantes e imágenes.`}
        confirmLabel="Eliminar"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </CataloguePage>
  );
}
