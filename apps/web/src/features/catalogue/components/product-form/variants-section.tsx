import { Plus } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Attribute } from '../../api/types';
import type { ProductFormValues } from '../../utils/product-form';
import { FormSection } from './form-section';
import { variantGridClass, variantGridColumns } from './variant-grid';
import { VariantRow } from './variant-row';

interface VariantsSectionProps {
  form: UseFormReturn<ProductFormValues>;
  /** Field array keys, one per variant. */
  keys: string[];
  chosen: Attribute[];
  tracksStock: boolean;
  /** A new product without attributes keeps only its first variant. */
  firstOnly: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** "Variantes": the table of variants (cards on a phone). */
export function VariantsSection({ form, keys, chosen, tracksStock, firstOnly, onAdd, onRemove }: VariantsSectionProps) {
  const errors = form.formState.errors.variants;
  const listError = errors?.message ?? errors?.root?.message;
  const columns = { '--variant-columns': variantGridColumns(chosen.length, tracksStock) } as CSSProperties;
  const single = chosen.length === 0;

  return (
    <FormSection
      title="Variantes"
      description={
        !single
          ? 'Cada combinación de valores que vendes, con su stock y su precio.'
          : firstOnly || keys.length <= 1
            ? 'Sin atributos el producto tiene una sola variante: su stock y su precio.'
            : 'Este producto tiene variantes sin atributos, cada una con su stock y su precio.'
      }
      actions={
        (!single || keys.length === 0) && (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus />
            Agregar variante
          </Button>
        )
      }
    >
      {!tracksStock && <p className="text-sm text-muted-foreground">Este producto no lleva control de stock.</p>}
      <div style={columns}>
        <div
          aria-hidden="true"
          className={`${variantGridClass} hidden pb-2 text-xs font-medium text-muted-foreground lg:grid`}
        >
          {single ? <span>Variante</span> : chosen.map((a) => <span key={a.id}>{a.displayName}</span>)}
          <span>SKU</span>
          {tracksStock && <span>Stock</span>}
          <span>Ajuste de precio</span>
          <span>Precio final</span>
          <span>Activa</span>
          <span />
        </div>
        <ul className="space-y-3 lg:space-y-0">
          {keys.slice(0, single && firstOnly ? 1 : undefined).map((key, index) => (
            <VariantRow
              key={key}
              form={form}
              index={index}
              chosen={chosen}
              tracksStock={tracksStock}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      </div>
      {single && firstOnly && keys.length > 1 && (
        <p className="text-xs text-muted-foreground">Sin atributos se guarda solo la primera variante.</p>
      )}
      {listError && <p className="text-sm text-destructive">{listError}</p>}
    </FormSection>
  );
}
