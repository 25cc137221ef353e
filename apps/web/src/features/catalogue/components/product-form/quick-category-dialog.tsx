import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema } from '@vidriera/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { showServerFieldError } from '@/lib/form-errors';
import { toast, toastApiError } from '@/lib/toast';
import { useSaveCategory } from '../../api/save-category';
import type { Category } from '../../api/types';
import { DialogFormActions, NestedDialogForm } from '../dialog-form';

const schema = z.object({
  name: z.string().trim().min(1, 'El nombre de la categoría es requerido').pipe(categoryInputSchema.shape.name),
});

interface QuickCategoryDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (category: Category) => void;
}

/** "Crear Nueva Categoría" from the product form: creates it and selects it (docs/product/catalogue.md). */
export function QuickCategoryDialog({ open, onClose, onCreated }: QuickCategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crear Nueva Categoría</DialogTitle>
          <DialogDescription>La nueva categoría queda elegida para este producto.</DialogDescription>
        </DialogHeader>
        {open && <QuickCategoryForm onClose={onClose} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}

function QuickCategoryForm({ onClose, onCreated }: Omit<QuickCategoryDialogProps, 'open'>) {
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });

  // Its own form element, outside the product form, so Enter here never submits the product.
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const category = await save.mutateAsync({ input: { name, description: null, parentId: null } });
      toast.success('Éxito', { description: 'Categoría creada correctamente' });
      onCreated(category);
      onClose();
    } catch (error) {
      // A name the store already has: said under the name, as in the categories' own dialog.
      if (showServerFieldError(error, setError, ['name'])) return;
      toastApiError(error, 'Error', 'No se pudo crear la categoría');
    }
  });

  return (
    <NestedDialogForm onSubmit={onSubmit} className="space-y-4">
      <Field id="quick-category-name" label="Nombre de la categoría" error={errors.name?.message}>
        <Input
          id="quick-category-name"
          autoFocus
          maxLength={80}
          aria-invalid={errors.name ? true : undefined}
          {...register('name')}
        />
      </Field>
      <DialogFormActions busy={save.isPending} onCancel={onClose} label="Crear Categoría" busyLabel="Creando..." />
    </NestedDialogForm>
  );
}
