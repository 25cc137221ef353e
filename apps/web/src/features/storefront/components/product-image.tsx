import { ImageOff } from 'lucide-react';
import { responsiveImage } from '@/lib/image-url';
import { cn } from '@/lib/utils';

export type ImagePriority = 'high' | 'eager' | 'lazy';

interface ProductImageProps {
  base: string | null;
  alt: string;
  sizes: string;
  priority?: ImagePriority;
  className?: string;
}

/** A square product picture with its size declared, or a placeholder of the same size. */
export function ProductImage({ base, alt, sizes, priority = 'lazy', className }: ProductImageProps) {
  if (!base) {
    return (
      <div className={cn('grid aspect-square w-full place-items-center bg-muted text-muted-foreground', className)}>
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="sr-only">Sin imagen</span>
      </div>
    );
  }
  return (
    <img
      {...responsiveImage(base, 'product', sizes)}
      alt={alt}
      width={640}
      height={640}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-square w-full bg-muted object-cover', className)}
    />
  );
}
