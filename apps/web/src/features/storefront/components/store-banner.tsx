import { STOREFRONT_IMAGE_SIZES } from '@vidriera/core';
import { responsiveImage } from '@/lib/image-url';

/** The store's banner, first thing on screen: fetched first, its box reserved so nothing below moves. */
export function StoreBanner({ bannerUrl, storeName }: { bannerUrl: string; storeName: string }) {
  const image = responsiveImage(bannerUrl, 'banner', STOREFRONT_IMAGE_SIZES.banner);
  return (
    <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted sm:aspect-[21/9] lg:aspect-[3/1]">
      <img
        {...image}
        alt={`Portada de ${storeName}`}
        width={1280}
        height={720}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
