import { responsiveImage } from '@/lib/image-url';
import { cn } from '@/lib/utils';

/** The store's round logo, or its initial; always the same box so nothing moves when it loads. */
export function StoreLogo({
  name,
  logoUrl,
  className,
}: {
  name: string | undefined;
  logoUrl: string | null | undefined;
  className?: string;
}) {
  const box = cn('size-10 shrink-0 overflow-hidden rounded-full border bg-primary/10', className);
  if (logoUrl) {
    const image = responsiveImage(logoUrl, 'logo', '40px', 192);
    return <img {...image} alt="" width={40} height={40} decoding="async" className={cn(box, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(box, 'grid place-items-center text-sm font-bold text-primary uppercase')}>
      {name?.trim().charAt(0)}
    </span>
  );
}
