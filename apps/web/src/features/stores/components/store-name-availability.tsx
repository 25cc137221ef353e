import { storeSlugFromName } from '@vidriera/core';
import { CheckCircle2, Link2, XCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSlugAvailability } from '../api/check-slug-availability';

/** The store's future address, `{origin}/store/{slug}`, and whether that name is still free (docs/product/stores.md). */
export function StoreNameAvailability({ name }: { name: string }) {
  const slug = storeSlugFromName(name);
  const debouncedName = useDebouncedValue(name.trim(), 400);
  const debouncedSlug = storeSlugFromName(debouncedName);
  const availability = useSlugAvailability(debouncedName, debouncedSlug !== '');
  const settled = slug === debouncedSlug && availability.data?.slug === slug && !availability.isFetching;

  return (
    <div className="space-y-2">
      <div className="rounded-lg border border-dashed bg-muted/40 px-3 py-2.5 text-sm">
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Link2 className="size-4 shrink-0" aria-hidden="true" />
          Tu tienda estará en:
        </p>
        <p className="mt-1 font-mono text-[13px] break-all text-foreground" data-testid="store-url-preview">
          {window.location.origin}/store/<span className="font-semibold text-primary">{slug || 'tu-tienda'}</span>
        </p>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {slug && !settled && availability.isFetching && (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Spinner className="size-3.5" />
            Verificando disponibilidad...
          </span>
        )}
        {slug && settled && availability.data?.available === false && (
          <span className="flex items-center gap-1.5 font-medium text-destructive">
            <XCircle className="size-4" aria-hidden="true" />
            Nombre no disponible
          </span>
        )}
        {slug && settled && availability.data?.reason && (
          <p className="mt-1 text-destructive">{availability.data.reason}</p>
        )}
        {slug && settled && availability.data?.available === true && (
          <span className="flex items-center gap-1.5 text-success">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Nombre disponible
          </span>
        )}
      </div>
    </div>
  );
}
