import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { Attribute, ProductDetail } from '../api/types';
import { useProductFormData } from '../hooks/use-product-form-data';
import { PRODUCT_LIST_PATH } from '../paths';
import { useStoreRequired } from '@/hooks/use-store-required';
import { CataloguePage } from './catalogue-page';
import { LoadError, LoadingState } from './load-state';

interface ProductFormFrameProps {
  width: string;
  renderForm: (args: {
    id: string | undefined;
    product: ProductDetail | undefined;
    attributes: Attribute[];
  }) => ReactNode;
}

/** What both product forms share: the store check, loading the product and the attributes, the page frame (back to the product list). */
export function ProductFormFrame({ width, renderForm }: ProductFormFrameProps) {
  useStoreRequired();
  const { id } = useParams();
  const { attributes, product } = useProductFormData(id, PRODUCT_LIST_PATH);

  let body;
  if (attributes.isError) {
    body = (
      <LoadError
        message="No se pudieron cargar los atributos"
        onRetry={() => void attributes.refetch()}
        retrying={attributes.isFetching}
      />
    );
  } else if (attributes.isPending || (id && !product.data)) {
    body = <LoadingState label={id ? 'Cargando información del producto...' : 'Cargando...'} />;
  } else {
    body = renderForm({ id, product: product.data, attributes: attributes.data });
  }

  return (
    <CataloguePage width={width}>
      <PageHeader title={id ? 'Editar Producto' : 'Crear Producto'} backTo={PRODUCT_LIST_PATH} />
      {body}
    </CataloguePage>
  );
}
