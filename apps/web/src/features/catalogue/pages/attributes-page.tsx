import { Plus, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../api/get-attributes';
import type { Attribute } from '../api/types';
import { AttributeCard, productCountLabel } from '../components/attributes/attribute-card';
import { AttributeDialog } from '../components/attributes/attribute-dialog';
import { PageHeader } from '@/components/page-header';
import { isNoStoreError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { CataloguePage } from '../components/catalogue-page';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { EmptyState, LoadError, LoadingState } from '../components/load-state';
import { useStoreRequired } from '@/hooks/use-store-required';

const LOAD_FAILED = 'No se pudieron cargar los atributos';

type Editing = { attribute: Attribute | null } | null;

/** /admin/attributes: "Gestión de Atributos" (docs/product/catalogue.md). */
export function AttributesPage() {
  useStoreRequired();
  const attributes = useAttributes();
  const remove = useDeleteAttribute();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Attribute | null>(null);

  useEffect(() => {
    if (attributes.isError && !isNoStoreError(attributes.error))
      toast.error('Error', { id: 'attributes-load-failed', description: LOAD_FAILED });
  }, [attributes.isError, attributes.error]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Éxito', { description: 'Atributo eliminado correctamente' });
        setDeleting(null);
      },
      onError: (error) => toastApiError(error, 'Error', 'No se pudo eliminar el atributo'),
    });
  }

  let body;
  if (attributes.isPending) body = <LoadingState label="Cargando atributos..." />;
  else if (attributes.isError)
    body = (
      <LoadError message={LOAD_FAILED} onRetry={() => void attributes.refetch()} retrying={attributes.isFetching} />
    );
  else if (attributes.data.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<SlidersHorizontal />}
          title="No tienes atributos creados aún."
          hint="Crea atributos como Color o Talle para armar las variantes de tus productos."
        />
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {attributes.data.map((attribute) => (
          <AttributeCard
            key={attribute.id}
            attribute={attribute}
            onEdit={(a) => setEditing({ attribute: a })}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );
  }

  return (
    <CataloguePage>
      <PageHeader
        title="Gestión de Atributos"
        subtitle="Define las características de tus productos: colores, talles, materiales..."
        backTo="/admin"
        actions={
          <Button onClick={() => setEditing({ attribute: null })}>
            <Plus />
            Nuevo Atributo
          </Button>
        }
      />
      {body}
      <AttributeDialog
        open={editing !== null}
        attribute={editing?.attribute ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="¿Estás seguro?"
        description={
          deleting
            ? `Esta acción eliminará permanentemente el atributo "${deleting.displayName}" y afectará a todos los productos que lo usan (${productCountLabel(deleting.productCount)}): se quitará de ellos y de sus variantes. Esta acción no se puede deshacer.`
            : ''
        }
        confirmLabel="Eliminar Atributo"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </CataloguePage>
  );
}
