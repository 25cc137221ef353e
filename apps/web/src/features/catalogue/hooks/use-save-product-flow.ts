import type { ProductInput } from '@vidriera/core';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveProduct } from '../api/save-product';

const SAVE_FAILED = 'Ocurrió un error al guardar el producto.';

/**
 * Saving either version of the product form: "Éxito" and back to the list, or
 * "Ocurrió un error al guardar el producto." with the server's reason, which
 * `showFieldError` may also put under the input it names.
 */
export function useSaveProductFlow(productId: string | undefined, listPath: string) {
  const save = useSaveProduct();
  const navigate = useNavigate();

  async function submit(input: ProductInput, showFieldError: (field: string | undefined, message: string) => void) {
    try {
      await save.mutateAsync({ id: productId, input });
      toast.success('Éxito', {
        description: productId ? 'Producto actualizado correctamente' : 'Producto creado correctamente',
      });
      await navigate(listPath);
    } catch (error) {
      const refused = isApiError(error) && error.status < 500;
      if (refused) showFieldError(error.field, error.message);
      toast.error('Error', { description: refused ? `${SAVE_FAILED} ${error.message}` : SAVE_FAILED });
    }
  }

  return { submit, saving: save.isPending };
}
