import { type PublicProductCard, STOREFRONT_IMAGE_SIZES } from '@vidriera/core';
import { Badge } from '@/components/ui/badge';
import { countOf } from '@/lib/plural';
import { cn } from '@/lib/utils';
import { priceLines } from '../lib/price-range';
import { AttributeBadge } from '@/components/attribute-badge';
import { PriceBefore } from './price-before';
import { type ImagePriority, ProductImage } from './product-image';

const CARD_IMAGE_SIZES = STOREFRONT_IMAGE_SIZES.card;
const MAX_ATTRIBUTES = 3;

/** One product of the grid; the whole card is a link to the product page. */
export function ProductCard({
  item,
  href,
  imagePriority,
}: {
  item: PublicProductCard;
  href: string;
  imagePriority: ImagePriority;
}) {
  const price = priceLines(item.minPriceCents, item.maxPriceCents);
  const shown = item.attributes.slice(0, MAX_ATTRIBUTES);
  const more = item.attributes.length - shown.length;
  const inStock = item.availableStock === null || item.availableStock > 0;

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md focus-within:ring-[3px] focus-within:ring-ring/50">
      <div className="relative">
        <ProductImage
          base={item.image}
          alt={item.name}
          sizes={CARD_IMAGE_SIZES}
          priority={imagePriority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {/* Opaque, so the text reads the same over any picture (white on the sold-out red, green on white). */}
        <Badge
          variant={inStock ? 'success' : 'destructive'}
          className={cn('absolute top-2 left-2 shadow-xs', inStock && 'bg-background')}
        >
          {item.availableStock === null
            ? 'Disponible'
            : inStock
              ? countOf(item.availableStock, 'disponible', 'disponibles')
              : 'No disponible'}
        </Badge>
        {item.badges.length > 0 && (
          <div className="absolute top-2 right-2 flex flex-col items-end gap-1">
            {item.badges.map((badge) => (
              <Badge key={badge} className="shadow-xs">
                {badge}
              </Badge>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {item.category && (
          <Badge variant="secondary" className="max-w-full truncate">
            {item.category.name}
          </Badge>
        )}
        <h2 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          <a href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {item.name}
          </a>
        </h2>
        {item.description && (
          <p className="line-clamp-2 text-xs text-muted-foreground sm:text-sm">{item.description}</p>
        )}
        <div className="mt-auto space-y-2 pt-1">
          <div>
            <p className="font-bold text-primary sm:text-lg">{price.main}</p>
            <PriceBefore priceCents={item.minPriceCents} compareAtCents={item.compareAtPriceCents} />
            {price.secondary && <p className="text-xs text-muted-foreground">{price.secondary}</p>}
          </div>
          {(item.variantCount > 1 || shown.length > 0) && (
            <div className="flex flex-wrap items-center gap-1">
              {item.variantCount > 1 && <Badge variant="outline">{item.variantCount} variantes</Badge>}
              {shown.map((attribute) => (
                <AttributeBadge key={attribute.name} hexColor={attribute.hexColor} className="font-normal">
                  {attribute.value}
                </AttributeBadge>
              ))}
              {more > 0 && <span className="text-xs text-muted-foreground">+{more} más</span>}
            </div>
          )}
          <span
            aria-hidden="true"
            className="flex h-8 items-center justify-center rounded-md bg-primary text-xs font-medium text-primary-foreground transition-opacity sm:text-sm pointer-hover:opacity-0 pointer-hover:group-hover:opacity-100 pointer-hover:group-focus-within:opacity-100"
          >
            Ver detalles
          </span>
        </div>
      </div>
    </article>
  );
}
