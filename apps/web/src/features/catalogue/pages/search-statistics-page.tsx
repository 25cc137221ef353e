import { SearchCheck, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useStoreRequired } from '@/hooks/use-store-required';
import { useSearchStatistics } from '../api/get-search-statistics';
import { synonymHref } from '../paths';
import { CataloguePage } from '../components/catalogue-page';
import { LoadError, LoadingState } from '../components/load-state';
import { SearchedList } from '../components/search-statistics/searched-list';

/**
 * /admin/searches: what shoppers searched in the store's last 30 days, the most frequent and those that found
 * nothing, each of these with a way to fix it: a synonym, or the product they wanted (docs/product/storefront.md,
 * "Búsqueda").
 */
export function SearchStatisticsPage() {
  useStoreRequired();
  const statistics = useSearchStatistics();
  const data = statistics.data;
  let body;
  if (statistics.isPending) body = <LoadingState label="Cargando búsquedas..." />;
  else if (statistics.isError || !data)
    body = (
      <LoadError
        message="No se pudieron cargar las búsquedas"
        onRetry={() => void statistics.refetch()}
        retrying={statistics.isFetching}
      />
    );
  else
    body = (
      <>
        <SearchedList
          title="Sin resultados"
          description="Lo que buscaron y no encontró nada la última vez: agrega un sinónimo con la palabra que usan tus productos, o el producto que buscan."
          queries={data.nothingFound}
          empty={{
            icon: <SearchCheck />,
            title: 'Todas las búsquedas encontraron algo.',
            hint: 'Si una búsqueda no encuentra productos, aparecerá aquí.',
          }}
          actions={(q) => (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" size="sm" asChild>
                <Link to={synonymHref(q.query)} aria-label={`Agregar un sinónimo para “${q.query}”`}>
                  Agregar sinónimo
                </Link>
              </Button>
              <Button variant="ghost" size="sm" asChild>
                <Link to="/admin/products/new">Crear producto</Link>
              </Button>
            </div>
          )}
        />
        <SearchedList
          title="Lo más buscado"
          description={`Las búsquedas más frecuentes de los últimos ${data.days} días.`}
          queries={data.frequent}
          empty={{
            icon: <SearchX />,
            title: 'Todavía nadie buscó en tu tienda.',
            hint: 'Aquí verás lo que escriben tus clientes en el buscador de tu tienda.',
          }}
        />
      </>
    );

  return (
    <CataloguePage width="max-w-4xl">
      <PageHeader
        title="Búsquedas"
        subtitle="Lo que buscaron tus clientes en tu tienda en los últimos 30 días"
        backTo="/admin/products"
      />
      {body}
    </CataloguePage>
  );
}
