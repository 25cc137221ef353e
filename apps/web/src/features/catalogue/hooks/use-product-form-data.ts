import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isNoStoreError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAttributes } from '../api/get-attributes';
import { useProduct } from '../api/get-product';

/**
 * What a product form needs before it can show: the store's attributes and,
 * in edit mode, the product. A product that cannot be loaded sends the owner
 * back to the list with "No se pudo cargar el producto." (docs/product/catalogue.md).
 */
export function useProductFormData(productId: string | undefined, listPath: string) {
  const navigate = useNavigate();
  const attributes = useAttributes();
  const product = useProduct(productId);

  useEffect(() => {
    if (!product.isError || isNoStoreError(product.error)) return;
    toast.error('Error', { id: 'product-load-failed', description: 'No se pudo cargar el producto.' });
    void navigate(listPath, { replace: true });
  }, [product.isError, product.error, navigate, listPath]);

  useEffect(() => {
    if (attributes.isError && !isNoStoreError(attributes.error))
      toast.error('Error', { id: 'attributes-load-failed', description: 'No se pudieron cargar los atributos' });
  }, [attributes.isError, attributes.error]);

  return { attributes, product };
}
