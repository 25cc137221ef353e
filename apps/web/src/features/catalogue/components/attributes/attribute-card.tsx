import { ATTRIBUTE_TYPE_LABELS } from '@vidriera/core';
import { Package } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import type { Attribute } from '../../api/types';
import { ColorSwatch } from '../color-swatch';

interface AttributeCardProps {
  attribute: Attribute;
  onEdit: (attribute: Attribute) => void;
  onDelete: (attribute: Attribute) => void;
}

export const productCountLabel = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/** Display name, technical name, type, "Obligatorio", value chips and how many products use it. */
export function AttributeCard({ attribute, onEdit, onDelete }: AttributeCardProps) {
  return (
    <Card className="gap-4" aria-labelledby={`attribute-${attribute.id}-title`} role="article">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <CardTitle id={`attribute-${attribute.id}-title`} className="text-base break-words">
            {attribute.displayName}
          </CardTitle>
          <p className="font-mono text-xs break-all text-muted-foreground">{attribute.name}</p>
        </div>
        <EditDeleteButtons
          name={attribute.displayName}
          onEdit={() => onEdit(attribute)}
          onDelete={() => onDelete(attribute)}
          className="-mt-2 -mr-2 shrink-0 gap-0"
        />
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{ATTRIBUTE_TYPE_LABELS[attribute.type]}</Badge>
          {attribute.isRequired && <Badge variant="outline">Obligatorio</Badge>}
        </div>
        {attribute.type === 'select' && attribute.values.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Valores de ${attribute.displayName}`}>
            {attribute.values.map((value) => (
              <li key={value.id}>
                <Badge variant="outline" className="font-normal">
                  {value.hexColor && <ColorSwatch color={value.hexColor} />}
                  {value.displayValue}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Package className="size-3.5" aria-hidden="true" />
          Usado en {productCountLabel(attribute.productCount)}
        </p>
      </CardContent>
    </Card>
  );
}
