import { ATTRIBUTE_TYPE_LABELS } from '@vidriera/core';
import { Settings2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { Attribute } from '../../api/types';
import { ColorSwatch } from '../color-swatch';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { FormSection } from './form-section';

interface AttributesSectionProps {
  attributes: Attribute[];
  selected: string[];
  onToggle: (attributeId: string, on: boolean) => void;
  onGenerate: () => void;
  /** The form has edits not saved yet: leaving for the attribute manager asks first. */
  dirty: boolean;
}

const PREVIEW = 6;

/** "Atributos del Producto": a switch per store attribute and "Generar todas las combinaciones". */
export function AttributesSection({ attributes, selected, onToggle, onGenerate, dirty }: AttributesSectionProps) {
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);
  return (
    <FormSection
      title="Atributos del Producto"
      description="Elige qué atributos tiene este producto; cada variante toma un valor de cada uno."
      actions={
        <Button variant="outline" size="sm" asChild>
          <Link
            to="/admin/attributes"
            onClick={(event) => {
              if (!dirty) return;
              event.preventDefault();
              setConfirmLeave(true);
            }}
          >
            <Settings2 />
            Gestionar Atributos
          </Link>
        </Button>
      }
    >
      {attributes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No tienes atributos creados aún. Crea por ejemplo Color o Talle para ofrecer variantes.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {attributes.map((attribute) => {
            const id = `product-attribute-${attribute.id}`;
            const extra = attribute.values.length - PREVIEW;
            return (
              <li key={attribute.id} className="flex items-start gap-3 rounded-lg border p-3">
                <Switch
                  id={id}
                  className="mt-0.5"
                  checked={selected.includes(attribute.id)}
                  onCheckedChange={(on) => onToggle(attribute.id, on)}
                />
                <div className="min-w-0 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <Label htmlFor={id}>{attribute.displayName}</Label>
                    <Badge variant="secondary" className="font-normal">
                      {ATTRIBUTE_TYPE_LABELS[attribute.type]}
                    </Badge>
                  </div>
                  {attribute.type === 'select' && (
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      {attribute.values.slice(0, PREVIEW).map((value) => (
                        <span key={value.id} className="inline-flex items-center gap-1">
                          {value.hexColor && <ColorSwatch color={value.hexColor} className="size-2.5" />}
                          {value.displayValue}
                        </span>
                      ))}
                      {extra > 0 && <span>+{extra} más</span>}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          Crea una variante por cada combinación de los valores de los atributos de selección elegidos.
        </p>
        <Button variant="secondary" size="wrap" onClick={onGenerate} className="shrink-0">
          <Wand2 />
          Generar todas las combinaciones
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirmLeave}
        title="¿Salir sin guardar?"
        description="Tienes cambios sin guardar en este producto. Si vas a Gestionar Atributos ahora, se perderán."
        confirmLabel="Salir sin guardar"
        busy={false}
        onConfirm={() => void navigate('/admin/attributes')}
        onCancel={() => setConfirmLeave(false)}
      />
    </FormSection>
  );
}
