import { NULL_SENTINEL, productTypeInputSchema } from '@vidriera/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast, toastApiError } from '@/lib/toast';
import { useCreateProductType } from '../../api/create-product-type';
import { useProductTypes } from '../../api/get-product-types';
import { DialogFormActions, NestedDialogForm } from '../dialog-form';

interface ProductTypeSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** Product type (version A), optional: "Sin tipo" is the "null-value" sentinel; "+" creates one. */
export function ProductTypeSelect({ value, onChange }: ProductTypeSelectProps) {
  const productTypes = useProductTypes();
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-2">
      <Label htmlFor="product-type">Tipo de producto</Label>
      <div className="flex gap-2">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id="product-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NULL_SENTINEL}>Sin tipo</SelectItem>
            {productTypes.data?.map((type) => (
              <SelectItem key={type.id} value={type.id}>
                {type.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          size="icon"
          onClick={() => setCreating(true)}
          aria-label="Crear Tipo de Producto"
          title="Crear Tipo de Producto"
        >
          <Plus />
        </Button>
      </div>
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Nuevo Tipo de Producto</DialogTitle>
            <DialogDescription>Por ejemplo Remera, Pantalón o Servicio.</DialogDescription>
          </DialogHeader>
          {creating && (
            <ProductTypeForm
              onCancel={() => setCreating(false)}
              onCreated={(id) => {
                onChange(id);
                setCreating(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ProductTypeForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const create = useCreateProductType();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit() {
    const parsed = productTypeInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (type) => {
        toast.success('Éxito', { description: 'Tipo de producto creado correctamente.' });
        onCreated(type.id);
      },
      onError: (e) => toastApiError(e, 'Error', 'No se pudo crear el tipo de producto.'),
    });
  }

  return (
    <NestedDialogForm
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <Field id="product-type-name" label="Nombre del tipo" error={error}>
        <Input
          id="product-type-name"
          autoFocus
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <DialogFormActions busy={create.isPending} onCancel={onCancel} label="Crear Tipo" busyLabel="Creando..." />
    </NestedDialogForm>
  );
}
