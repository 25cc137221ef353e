import { formatPrice, PRODUCT_OPTIONS_PAGE_SIZE } from '@vidriera/core';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SearchInput } from '@/components/search-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { type ProductOption, useProductOptions } from '../api/get-product-options';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { priceRange, type RemainingStock } from '../utils/variant-options';

const LOAD_FAILED = 'Error al cargar productos.';

function ProductPrice({ product }: { product: ProductOption }) {
  const { min, max } = priceRange(product);
  return <>{min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`}</>;
}

interface ProductPickerDialogProps {
  /** Units of a variant a new line could still take. */
  remaining: RemainingStock;
  onPick: (product: ProductOption) => void;
}

/** "Agregar producto": the store's active products searched by name, each with its price and stock. */
export function ProductPickerDialog({ remaining, onPick }: ProductPickerDialogProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const options = useProductOptions(q, { enabled: open });
  const picked = useRef(false);

  useEffect(() => {
    if (options.isError) toast.error('Error', { id: 'order-products-load', description: LOAD_FAILED });
  }, [options.isError]);

  function pick(product: ProductOption) {
    picked.current = true;
    onPick(product);
    setOpen(false);
    setSearch('');
  }

  const products = options.data?.products;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus />
          Agregar producto
        </Button>
      </DialogTrigger>
      <DialogContent
        className="gap-3 sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          // After a pick the person goes on with the new line, not back to this button.
          if (picked.current) event.preventDefault();
          picked.current = false;
        }}
      >
        <DialogHeader>
          <DialogTitle>Agregar producto</DialogTitle>
          <DialogDescription>Busca un producto de tu catálogo por su nombre.</DialogDescription>
        </DialogHeader>
        <SearchInput
          aria-label="Buscar producto"
          placeholder="Buscar producto..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="max-h-[50dvh] min-h-32 overflow-y-auto rounded-md border">
          {options.isPending ? (
            <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
              <Spinner />
              Cargando productos...
            </p>
          ) : options.isError || !products ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{LOAD_FAILED}</p>
          ) : products.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No se encontraron productos.</p>
          ) : (
            <ul aria-label="Productos" className="divide-y">
              {products.map((product) => {
                const inStock = product.variants.some((v) => remaining(v) > 0);
                return (
                  <li key={product.id}>
                    <button
                      type="button"
                      disabled={!inStock}
                      onClick={() => pick(product)}
                      className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
                    >
                      <span className="min-w-0 font-medium wrap-anywhere">{product.name}</span>
                      <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                        {!inStock && <Badge variant="outline">Sin stock</Badge>}
                        <ProductPrice product={product} />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {options.data?.hasMore && (
          <p role="status" className="text-xs text-muted-foreground">
            Se muestran los primeros {PRODUCT_OPTIONS_PAGE_SIZE} productos: escribe parte del nombre para encontrar los
            demás.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
