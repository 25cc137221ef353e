import { PackageOpen } from 'lucide-react';

/** A store with no products to show yet (a filtered list that found none shows no-results.tsx). */
export function EmptyCatalogue() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <PackageOpen className="mb-4 size-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="mb-1 text-lg font-semibold">No hay productos disponibles</h2>
      <p className="text-sm text-muted-foreground">Esta tienda aún no tiene productos disponibles.</p>
    </div>
  );
}
