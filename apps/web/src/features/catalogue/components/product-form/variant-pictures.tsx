import { Check } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { responsiveImage } from '@/lib/image-url';
import { cn } from '@/lib/utils';
import type { ProductFormValues } from '../../utils/product-form';

/**
 * "Fotos de esta variante": the product's pictures to tap, in the order
 * tapped; the storefront shows the first one when a shopper chooses the
 * variant, and the cart and the feed use it (docs/product/catalogue.md,
 * "Fotos por variante"). Only for products with more than one picture.
 */
export function VariantPictures({ form, index }: { form: UseFormReturn<ProductFormValues>; index: number }) {
  const productImages = useWatch({ control: form.control, name: 'images' });
  if (productImages.length < 2) return null;
  return (
    <Controller
      control={form.control}
      name={`variants.${index}.images`}
      render={({ field }) => {
        const chosen = (field.value ?? []).filter((url) => productImages.includes(url));
        const toggle = (url: string) =>
          field.onChange(chosen.includes(url) ? chosen.filter((u) => u !== url) : [...chosen, url]);
        return (
          <div className="space-y-1" role="group" aria-label={`Fotos de la variante ${index + 1}`}>
            <p className="text-xs text-muted-foreground">
              Fotos de esta variante (opcional): la primera que elijas se muestra al elegirla.
            </p>
            <div className="flex flex-wrap gap-2">
              {productImages.map((url, i) => {
                const position = chosen.indexOf(url);
                return (
                  <button
                    key={url}
                    type="button"
                    aria-pressed={position >= 0}
                    aria-label={`Foto ${i + 1}`}
                    onClick={() => toggle(url)}
                    className={cn(
                      'relative size-12 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      position >= 0 ? 'border-primary' : 'border-transparent opacity-60 hover:opacity-100',
                    )}
                  >
                    <img {...responsiveImage(url, 'product', '48px', 320)} alt="" className="size-full object-cover" />
                    {position >= 0 && (
                      <span className="absolute top-0.5 right-0.5 grid size-4 place-items-center rounded-full bg-primary text-[10px] font-bold text-primary-foreground">
                        {position === 0 ? <Check className="size-3" aria-hidden="true" /> : position + 1}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          </div>
        );
      }}
    />
  );
}
