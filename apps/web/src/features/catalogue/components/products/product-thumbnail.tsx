import { ImageIcon } from 'lucide-react';
import { responsiveImage } from '@/lib/image-url';
import { cn } from '@/lib/utils';

/** The product's first image, square, or a placeholder. */
export function ProductThumbnail({ url, name, className }: { url: string | null; name: string; className?: string }) {
  return (
    <div className={cn('size-12 shrink-0 overflow-hidden rounded-md border bg-muted', className)}>
      {url ? (
        <img
          {...responsiveImage(url, 'product', '64px', 320)}
          alt={name}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div
          className="grid size-full place-items-center text-muted-foreground"
          role="img"
          aria-label={`${name} sin imagen`}
        >
          <ImageIcon className="size-5" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
