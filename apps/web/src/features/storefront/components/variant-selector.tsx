import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { chosenValues, type PublicProduct, type PublicVariant } from '@vidriera/core';
import { isOptionOutOfStock, type SelectableAttribute, type Selection } from '../lib/variant-selection';
import { AttributeBadge } from '@/components/attribute-badge';
import { VariantOptions } from './variant-options';

interface VariantSelectorProps {
  product: PublicProduct;
  attributes: SelectableAttribute[];
  selection: Selection;
  variant: PublicVariant | null;
  onChoose: (attributeId: string, key: string) => void;
}

/** "Seleccionar Variante": each attribute's values as chips, or a select when they are many, and the chosen variant's summary with its SKU. */
export function VariantSelector({ product, attributes, selection, variant, onChoose }: VariantSelectorProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Seleccionar Variante</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-4">
          {attributes.map((attribute) => (
            <VariantOptions
              key={attribute.id}
              attributeId={attribute.id}
              displayName={attribute.displayName}
              isRequired={attribute.isRequired}
              options={attribute.options.map((option) => ({
                ...option,
                soldOut: isOptionOutOfStock(product, attributes, selection, attribute.id, option.key),
              }))}
              value={selection[attribute.id]}
              onChoose={(key) => onChoose(attribute.id, key)}
            />
          ))}
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
