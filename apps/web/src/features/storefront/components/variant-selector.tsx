import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { chosenValues, type PublicProduct, type PublicVariant } from '@vidriera/core';
import { useHydrated } from '@/lib/hydration';
import { isOptionOutOfStock, type SelectableAttribute, type Selection } from '../lib/variant-selection';
import { AttributeBadge } from '@/components/attribute-badge';
import { NativeSelect } from '@/components/native-select';

interface VariantSelectorProps {
  product: PublicProduct;
  attributes: SelectableAttribute[];
  selection: Selection;
  variant: PublicVariant | null;
  onChoose: (attributeId: string, key: string) => void;
}

/** "Seleccionar Variante": one select per attribute and the chosen variant's summary with its SKU. */
export function VariantSelector({ product, attributes, selection, variant, onChoose }: VariantSelectorProps) {
  const hydrated = useHydrated();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Seleccionar Variante</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {attributes.map((attribute) => {
            const id = `attribute-${attribute.id}`;
            return (
              <div key={attribute.id} className="space-y-2">
                <Label htmlFor={id}>
                  {attribute.displayName}
                  {attribute.isRequired && <span aria-hidden="true" className="text-destructive">*</span>}
                </Label>
                <NativeSelect
                  id={id}
                  value={selection[attribute.id] ?? ''}
                  onChange={(event) => onChoose(attribute.id, event.target.value)}
                  disabled={!hydrated}
                >
                  <option value="" disabled>
                    Selecciona {attribute.displayName.toLowerCase()}
                  </option>
                  {attribute.options.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label}
                      {isOptionOutOfStock(product, attributes, selection, attribute.id, option.key) ? ' (sin stock)' : ''}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            );
          })}
        </div>
        {variant ? (
          <div className="space-y-2 rounded-lg bg-muted/60 p-3 text-sm">
            <p className="font-medium">Variante seleccionada</p>
            <div className="flex flex-wrap gap-1.5">
              {chosenValues(variant, attributes).map((attribute) => (
                <AttributeBadge key={attribute.name} hexColor={attribute.hexColor} className="bg-background">
                  {attribute.name}: {attribute.value}
                </AttributeBadge>
              ))}
            </div>
            {variant.sku && <p className="text-muted-foreground">SKU: {variant.sku}</p>}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Selecciona todas las opciones para ver la variante.</p>
        )}
      </CardContent>
    </Card>
  );
}
