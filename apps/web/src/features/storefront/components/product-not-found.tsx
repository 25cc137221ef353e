import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useStoreHome } from '../hooks/use-store-slug';

/** A product that does not exist, is inactive, or could not be loaded. */
export function ProductNotFound({ title = 'Producto no encontrado' }: { title?: string }) {
  const home = useStoreHome();
  return (
    <main className="flex flex-1 items-center justify-center px-6 py-16">
      <div className="max-w-md text-center">
        <PackageSearch className="mx-auto mb-4 size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="mb-6 text-2xl font-bold">{title}</h1>
        <Button asChild variant="outline">
          <Link to={home}>
            <ArrowLeft aria-hidden="true" />
            Volver a la tienda
          </Link>
        </Button>
      </div>
    </main>
  );
}
