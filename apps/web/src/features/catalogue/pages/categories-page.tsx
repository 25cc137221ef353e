import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import type { Category } from '../api/types';
import { PageHeader } from '@/components/page-header';
import { toast, toastApiError } from '@/lib/toast';
import { CataloguePage } from '../components/catalogue-page';
import { CategoriesTable } from '../components/categories/categories-table';
import { CategoryDialog } from '../components/categories/category-dialog';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { EmptyState, LoadError, LoadingState } from '../components/load-state';
import { useStoreRequired } from '@/hooks/use-store-required';

type Editing = { category: Category | null } | null;

/** /admin/categories: list, create, edit and delete the store's categories (docs/product/catalogue.md). */
export function CategoriesPage() {
  useStoreRequired();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Éxito', { description: 'Categoría eliminada.' });
        setDeleting(null);
      },
      onError: (error) => toastApiError(error, 'Error'),
    });
  }

  let body;
  if (categories.isPending) body = <LoadingState label="Cargando categorías..." />;
  else if (categories.isError) {
    body = (
      <LoadError
        message={isApiError(categories.error) ? categories.error.message : 'No se pudieron cargar las categorías.'}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0)
    body = <EmptyState icon={<FolderTree />} title="No se encontraron categorías." />;
  else
    body = (
      <CategoriesTable
        categories={categories.data}
        onEdit={(category) => setEditing({ category })}
        onDelete={setDeleting}
      />
    );

  return (
    <CataloguePage width="max-w-4xl">
      <PageHeader
        title="Categorías"
        subtitle="Organiza los productos de tu tienda."
        backTo="/admin"
        actions={
          <Button onClick={() => setEditing({ category: null })}>
            <Plus />
            Nueva Categoría
          </Button>
        }
      />
      <Card className="gap-0 overflow-hidden py-0">{body}</Card>
      <CategoryDialog open={editing !== null} category={editing?.category ?? null} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="¿Estás seguro?"
        description={`Se eliminará la categoría "${deleting?.name ?? ''}". Sus productos no se borran: quedan sin categoría.`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </CataloguePage>
  );
}
