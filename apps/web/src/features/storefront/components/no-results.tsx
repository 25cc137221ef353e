import { type PublicCategory, storeHref } from '@vidriera/core';
import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

const link = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * A list that found nothing: what happened, what the shopper may do next (the children: a suggestion, "Limpiar
 * filtros") and the store's categories as links, so it never ends in a dead end (docs/product/storefront.md,
 * "Búsqueda").
 */
export function NoResults({
  base,
  categories,
  message,
  children,
}: {
  base: string;
  categories: PublicCategory[];
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      <p className="text-base font-medium break-words">{message}</p>
      {children}
      {categories.length > 0 && (
        <nav aria-label="Categorías de la tienda" className="space-y-2">
          <p className="text-sm text-muted-foreground">Mira nuestras categorías:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories
              .filter((category) => !category.parentId)
              .map((category) => (
                <li key={category.id}>
                  <a
                    href={storeHref(base, 'index', {}, { category: category.id })}
                    className="inline-flex min-h-8 items-center rounded-full border bg-background px-3 text-sm hover:bg-muted"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      )}
      <a href={storeHref(base, 'index', {})} className={link}>
        Ver todos los productos
      </a>
    </div>
  );
}
