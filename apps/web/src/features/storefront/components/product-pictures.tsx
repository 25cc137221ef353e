import { STOREFRONT_IMAGE_SIZES } from '@vidriera/core';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { readChosenPicture, subscribeChosenPicture } from '../lib/chosen-picture';
import { ProductImage } from './product-image';

const MAIN_SIZES = STOREFRONT_IMAGE_SIZES.productMain;

/** The carousel's round arrow on one side of the picture; it waits for Embla. */
function ArrowButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="overPicture"
      size="icon"
      className={cn('absolute top-1/2 -translate-y-1/2 rounded-full', side === 'left' ? 'left-2' : 'right-2')}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/**
 * Embla on the viewport, for a product with several pictures. Only the
 * carousel's island (which exists for such products, and comes alive when
 * near the screen) brings this code to the browser; one picture stays plain
 * server HTML.
 */
function useCarousel(several: boolean) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport || !several) return;
    const carousel = EmblaCarousel(viewport, { loop: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the carousel is an outside system made on the viewport element.
    setEmbla(carousel);
    return () => {
      carousel.destroy();
      setEmbla(undefined);
    };
  }, [viewport, several]);
  return [setViewport, embla] as const;
}

const noPicture = () => undefined;

/**
 * The product's pictures: a looping carousel with thumbnails (docs/product/storefront.md).
 * With `productId`, it turns to the picture of the variant the shopper
 * chooses (lib/chosen-picture.ts).
 */
export function ProductPictures({ images, name, productId }: { images: string[]; name: string; productId?: string }) {
  const several = images.length > 1;
  const [viewportRef, embla] = useCarousel(several);
  const [selected, setSelected] = useState(0);
  const chosen = useSyncExternalStore(
    subscribeChosenPicture,
    () => (productId ? readChosenPicture(productId) : undefined),
    noPicture,
  );

  useEffect(() => {
    const index = chosen ? images.indexOf(chosen) : -1;
    if (embla && index >= 0) embla.scrollTo(index);
  }, [embla, chosen, images]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  if (images.length === 0)
    return <ProductImage base={null} alt={name} sizes={MAIN_SIZES} className="rounded-xl border" />;

  return (
    <div className="space-y-3" role="region" aria-roledescription="carrusel" aria-label={`Imágenes de ${name}`}>
      <div className="relative overflow-hidden rounded-xl border bg-card">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div
                key={image}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="imagen"
                aria-label={`${index + 1} de ${images.length}`}
              >
                <ProductImage
                  base={image}
                  alt={index === 0 ? name : `${name}, imagen ${index + 1}`}
                  sizes={MAIN_SIZES}
                  priority={index === 0 ? 'high' : 'lazy'}
                />
              </div>
            ))}
          </div>
        </div>
        {several && (
          <>
            <ArrowButton side="left" label="Imagen anterior" disabled={!embla} onClick={() => embla?.scrollPrev()} />
            <ArrowButton side="right" label="Imagen siguiente" disabled={!embla} onClick={() => embla?.scrollNext()} />
          </>
        )}
      </div>
      {several && (
        <div className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              aria-label={`Ver imagen ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              disabled={!embla}
              onClick={() => scrollTo(index)}
              className={cn(
                'size-16 shrink-0 overflow-hidden rounded-md border-2 transition-colors sm:size-20',
                index === selected ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <ProductImage base={image} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
