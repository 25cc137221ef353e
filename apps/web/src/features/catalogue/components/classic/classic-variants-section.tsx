import { Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Attribute } from '../../api/types';
import type { ClassicProductFormValues } from '../../utils/classic-product-form';
import { AttributeDialog } from '../attributes/attribute-dialog';
import { FormSection } from '../product-form/form-section';
import { ClassicVariantCard } from './classic-variant-card';

interface ClassicVariantsSectionProps {
  form: UseFormReturn<ClassicProductFormValues>;
  keys: string[];
  attributes: Attribute[];
  tracksStock: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** "Variantes del Producto" of version A, with the "Crear Nuevo Atributo" dialog. */
export function ClassicVariantsSection({
  form,
  keys,
  attributes,
  tracksStock,
  onAdd,
  onRemove,
}: ClassicVariantsSectionProps) {
  const [creating, setCreating] = useState(false);
  const errors = form.formState.errors.variants;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <FormSection
      title="Variantes del Producto"
      description="Cada variante tiene su SKU, su modificador de precio, su stock y sus atributos."
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
            <SlidersHorizontal />
            Crear Nuevo Atributo
          </Button>
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus />
            Agregar Variante
          </Button>
        </>
      }
    >
      <ul className="space-y-4">
        {keys.map((key, index) => (
          <ClassicVariantCard
            key={key}
            form={form}
            index={index}
            attributes={attributes}
            tracksStock={tracksStock}
            onRemove={() => onRemove(index)}
          />
        ))}
      </ul>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <AttributeDialog open={creating} attribute={null} onClose={() => setCreating(false)} />
    </FormSection>
  );
}
