import { type CategoryInput, categoryInputSchema, NULL_SENTINEL } from '@vidriera/core';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { showServerFieldError } from '@/lib/form-errors';
import { sharedSchemaResolver } from '@/lib/shared-schema-resolver';
import { toast, toastApiError } from '@/lib/toast';
import { useCategories } from '../../api/get-categories';
import { useSaveCategory } from '../../api/save-category';
import type { Category } from '../../api/types';
import { DialogFormActions } from '../dialog-form';

interface CategoryFormValues {
  name: string;
  description: string;
  /** "null-value" for a top category. */
  parentId: string;
}

const resolver = sharedSchemaResolver<CategoryFormValues, unknown, CategoryInput>(categoryInputSchema);

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; null creates one. */
  category: Category | null;
  onClose: () => void;
}

/** "Nueva Categoría" / "Editar Categoría" (docs/product/catalogue.md). */
export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Editar Categoría' : 'Nueva Categoría'}</DialogTitle>
          <DialogDescription>
            {category
              ? 'Modifica los datos de la categoría.'
              : 'Agrupa tus productos para que tus clientes los encuentren.'}
          </DialogDescription>
        </DialogHeader>
        {open && <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const save = useSaveCategory();
  const categories = useCategories();
  // A parent is a top category other than this one; a category with children stays on top (docs/product/catalogue.md, "Categorías").
  const parents = (categories.data ?? [])
    .filter((c) => !c.parentId && c.id !== category?.id)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const hasChildren = !!category && (categories.data ?? []).some((c) => c.parentId === category.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parentId: category?.parentId ?? NULL_SENTINEL,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: category?.id, input });
      toast.success('Éxito', {
        description: category ? 'Categoría actualizada correctamente.' : 'Categoría creada correctamente',
      });
      onClose();
    } catch (error) {
      if (showServerFieldError(error, setError, ['name', 'description', 'parentId'])) return;
      toastApiError(error, 'Error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Field id="category-name" label="Nombre" error={errors.name?.message}>
        <Input
          id="category-name"
          autoFocus
          maxLength={80}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'category-name-error' : undefined}
          {...register('name')}
        />
      </Field>
      <Field id="category-parent" label="Dentro de" error={errors.parentId?.message}>
        <NativeSelect
          id="category-parent"
          disabled={hasChildren}
          aria-invalid={errors.parentId ? true : undefined}
          {...register('parentId')}
        >
          <option value={NULL_SENTINEL}>Ninguna (categoría principal)</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {hasChildren && (
        <p className="-mt-2 text-xs text-muted-foreground">Tiene subcategorías: queda como categoría principal.</p>
      )}
      <Field id="category-description" label="Descripción (opcional)" error={errors.description?.message}>
        <Textarea
          id="category-description"
          rows={3}
          maxLength={500}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'category-description-error' : undefined}
          {...register('description')}
        />
      </Field>
      <DialogFormActions busy={save.isPending} onCancel={onClose} label="Guardar" busyLabel="Guardando..." />
    </form>
  );
}
