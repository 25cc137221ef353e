import { zodResolver } from '@hookform/resolvers/zod';
import { ATTRIBUTE_TYPE_LABELS, ATTRIBUTE_TYPES, type AttributeTypeName } from '@vidriera/core';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { useCreateAttribute, useUpdateAttribute } from '../../api/save-attribute';
import type { Attribute } from '../../api/types';
import {
  type AttributeFormValues,
  attributeFormSchema,
  formFieldOf,
  formValuesOf,
  rowsForType,
  toCreateInput,
  toUpdateInput,
} from '../../utils/attribute-form';
import { DialogFormActions, NestedDialogForm } from '../dialog-form';
import { AttributeValueRows } from './attribute-value-rows';

interface AttributeDialogProps {
  open: boolean;
  /** The attribute being edited; null creates one. */
  attribute: Attribute | null;
  onClose: () => void;
  onSaved?: (attribute: Attribute) => void;
}

/** "Crear Nuevo Atributo" / "Editar Atributo": technical name and type are fixed once created (docs/product/catalogue.md). */
export function AttributeDialog({ open, attribute, onClose, onSaved }: AttributeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{attribute ? 'Editar Atributo' : 'Crear Nuevo Atributo'}</DialogTitle>
          <DialogDescription>
            {attribute
              ? 'El nombre técnico y el tipo no se pueden cambiar.'
              : 'Por ejemplo Color o Talle, con los valores que puede tomar.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <AttributeForm key={attribute?.id ?? 'new'} attribute={attribute} onClose={onClose} onSaved={onSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AttributeForm({
  attribute,
  onClose,
  onSaved,
}: {
  attribute: Attribute | null;
  onClose: () => void;
  onSaved?: ((a: Attribute) => void) | undefined;
}) {
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const saving = create.isPending || update.isPending;
  const form = useForm<AttributeFormValues>({
    resolver: zodResolver(attributeFormSchema),
    defaultValues: formValuesOf(attribute),
  });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });

  function changeType(next: AttributeTypeName) {
    setValue('type', next);
    setValue('values', rowsForType(next));
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = attribute
        ? await update.mutateAsync({ id: attribute.id, input: toUpdateInput(values) })
        : await create.mutateAsync(toCreateInput(values));
      toast.success('Éxito', {
        description: attribute ? 'Atributo actualizado correctamente' : 'Atributo creado correctamente.',
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status < 500 && error.field) {
        setError(
          formFieldOf(error.field, values) as Path<AttributeFormValues>,
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      }
      toastApiError(error, 'Error', attribute ? 'No se pudo actualizar el atributo' : 'No se pudo crear el atributo.');
    }
  });

  return (
    <NestedDialogForm onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="attribute-name" label="Nombre técnico" error={errors.name?.message}>
          <Input
            id="attribute-name"
            placeholder="color"
            maxLength={50}
            readOnly={attribute !== null}
            tabIndex={attribute ? -1 : undefined}
            className={attribute ? 'bg-muted font-mono text-muted-foreground' : 'font-mono'}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'attribute-name-error attribute-name-hint' : 'attribute-name-hint'}
            {...register('name')}
          />
          <p id="attribute-name-hint" className="text-xs text-muted-foreground">
            {attribute ? 'No se puede cambiar.' : 'Por ejemplo color o talle. No se puede cambiar después.'}
          </p>
        </Field>
        <Field id="attribute-display-name" label="Nombre visible" error={errors.displayName?.message}>
          <Input
            id="attribute-display-name"
            placeholder="Color"
            maxLength={80}
            aria-invalid={errors.displayName ? true : undefined}
            {...register('displayName')}
          />
        </Field>
        <div className="space-y-2">
          <Label htmlFor="attribute-type">Tipo</Label>
          {attribute ? (
            <Input
              id="attribute-type"
              value={ATTRIBUTE_TYPE_LABELS[attribute.type]}
              readOnly
              className="bg-muted text-muted-foreground"
            />
          ) : (
            <Select value={type} onValueChange={(next) => changeType(next as AttributeTypeName)}>
              <SelectTrigger id="attribute-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ATTRIBUTE_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {ATTRIBUTE_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </div>
        <div className="flex items-center gap-3 sm:pt-7">
          <Controller
            control={control}
            name="isRequired"
            render={({ field }) => (
              <Switch id="attribute-required" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="attribute-required">Obligatorio</Label>
        </div>
      </div>
      {type === 'select' && <AttributeValueRows form={form} />}
      <DialogFormActions
        busy={saving}
        onCancel={onClose}
        label={attribute ? 'Guardar Cambios' : 'Crear Atributo'}
        busyLabel="Guardando..."
      />
    </NestedDialogForm>
  );
}
