import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';

interface BrandAndTagsProps {
  brand: UseFormRegisterReturn;
  tags: UseFormRegisterReturn;
  brandError?: string | undefined;
  tagsError?: string | undefined;
  /** "Precios por mayor" (docs/product/orders.md): "6: 8000; 12: 7000". */
  priceTiers: UseFormRegisterReturn;
  priceTiersError?: string | undefined;
}

/** "Marca" and "Etiquetas" (separated by commas; the storefront search finds them), in both product forms. */
export function BrandAndTags({ brand, tags, brandError, tagsError, priceTiers, priceTiersError }: BrandAndTagsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="product-brand" label="Marca" error={brandError}>
        <Input
          id="product-brand"
          maxLength={80}
          placeholder="Opcional"
          aria-invalid={brandError ? true : undefined}
          {...brand}
        />
      </Field>
      <Field id="product-tags" label="Etiquetas" error={tagsError}>
        <Input
          id="product-tags"
          placeholder="Separadas por comas: verano, algodón"
          aria-invalid={tagsError ? true : undefined}
          {...tags}
        />
      </Field>
      <Field id="product-price-tiers" label="Precios por mayor" error={priceTiersError}>
        <Input
          id="product-price-tiers"
          placeholder="Opcional: 6: 8000; 12: 7000"
          aria-invalid={priceTiersError ? true : undefined}
          {...priceTiers}
        />
      </Field>
    </div>
  );
}
