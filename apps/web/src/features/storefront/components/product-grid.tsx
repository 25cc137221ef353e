import { HydrateLater } from '@/components/hydrate-later';
import { Skeleton } from '@/components/ui/skeleton';
import type { PublicProductCard } from '../api/types';
import type { ImagePriority } from './product-image';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** 2 columns on phones, 3 on large screens, 4 on extra large (spec §2). */
export function ProductGrid({ items, hasBanner }: { items: PublicProductCard[]; hasBanner: boolean }) {
  // The first row is on screen at once: load it eagerly; without a banner the first picture is the page's largest.
  const priority = (index: number): ImagePriority => (index === 0 && !hasBanner ? 'high' : index < 2 ? 'eager' : 'lazy');
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          {/* Each card is taken over in a task of its own (a page of 12 would be one long task). */}
          <HydrateLater>
            <ProductCard item={item} imagePriority={priority(index)} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={GRID} role="status" aria-label="Cargando productos">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3 sm:p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
