import { Download, Package, Plus, Search, SearchX, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { CATALOGUE_EXPORT_URL } from '../api/catalogue-csv';
import { useProducts } from '../api/get-products';
import { PageHeader } from '@/components/page-header';
import { isNoStoreError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CataloguePage } from '../components/catalogue-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { CsvImportDialog } from '../components/csv/csv-import-dialog';
import { ImportPicturesStatus } from '../components/csv/import-pictures-status';
import { CatalogueImportStatus } from '../components/csv/catalogue-import-status';
import { EmptyState, LoadError, LoadingState } from '../components/load-state';
import { CategoryFilter } from '../components/products/category-filter';
import { NewProductButton } from '../components/products/new-product-button';
import { ProductCards, ProductsTable } from '../components/products/products-table';
import { TableOrCards } from '../components/products/table-or-cards';
import { useDeleteProductFlow } from '../hooks/use-delete-product-flow';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStoreRequired } from '@/hooks/use-store-required';

const LOAD_FAILED = 'No se pudieron cargar los productos';

/** /admin/products: product list version B, with variants, and its search (docs/product/catalogue.md). */
export function ProductsPage() {
  useStoreRequired();
  const [category, setCategory] = useState('all');
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), 300);
  const products = useProducts(category, searched);
  const deletion = useDeleteProductFlow<{ id: string; name: string }>();
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (products.isError && !isNoStoreError(products.error))
      toast.error('Error', { id: 'products-load-failed', description: LOAD_FAILED });
  }, [products.isError, products.error]);

  const list = products.data;
  let body;
  if (products.isPending) body = <LoadingState label="Cargando productos..." />;
  else if (products.isError || !list)
    body = <LoadError message={LOAD_FAILED} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  else if (list.length === 0 && searched) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={`No encontramos productos para “${searched}”.`}
        hint="Revisa lo que escribiste, o busca por otra palabra, SKU o código de barras."
      />
    );
  } else if (list.length === 0 && category === 'all') {
    body = (
      <EmptyState
        icon={<Package />}
        title="Aún no tienes productos en tu catálogo."
        action={
          <Button asChild>
            <Link to="/admin/products/new">
              <Plus />
              Crear tu Primer Producto
            </Link>
          </Button>
        }
      />
    );
  } else if (list.length === 0) body = <EmptyState icon={<Package />} title="No hay productos en esta categoría." />;
  else {
    body = (
      <TableOrCards
        table={<ProductsTable products={list} onDelete={deletion.ask} />}
        cards={<ProductCards products={list} onDelete={deletion.ask} />}
        cardsClassName="px-4 pb-4"
      />
    );
  }

  return (
    <CataloguePage>
      <PageHeader
        title="Productos"
        subtitle="Gestiona tu catálogo de productos y variantes"
        backTo="/admin"
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/attributes">Gestionar Atributos</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/admin/searches">
                <Search />
                Búsquedas
              </Link>
            </Button>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button variant="outline" asChild>
                <a href={CATALOGUE_EXPORT_URL} download>
                  <Download />
                  Exportar CSV
                </a>
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload />
                Importar CSV
              </Button>
            </div>
            <NewProductButton />
          </>
        }
      />
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
      <CatalogueImportStatus />
      <ImportPicturesStatus />
      <CategoryFilter value={category} onChange={setCategory} search={search} onSearchChange={setSearch} />
      <Card className="gap-4 overflow-hidden pb-0">
        <CardHeader className="px-4">
          <CardTitle>
            <h2 className="text-lg">Lista de Productos ({list?.length ?? 0})</h2>
          </CardTitle>
        </CardHeader>
        {body}
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        ¿Prefieres la vista clásica?{' '}
        <Link to="/admin/products/legacy" className="underline underline-offset-4 hover:text-foreground">
          Ver productos (versión anterior)
        </Link>
      </p>
      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        title="¿Estás seguro?"
        description={`Esta acción eliminará permanentemente el producto "${deletion.pending?.name ?? ''}" y todas sus variantes. Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar Producto"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </CataloguePage>
  );
}
