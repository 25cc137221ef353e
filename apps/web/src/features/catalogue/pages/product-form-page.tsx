import { ProductForm } from '../components/product-form/product-form';
import { ProductFormFrame } from '../components/product-form-frame';
import { emptyProductForm, formValuesOfProduct } from '../utils/product-form';

/** /admin/products/new and /admin/products/{id}/edit: product form version B. */
export function ProductFormPage() {
  return (
    <ProductFormFrame
      width="max-w-5xl"
      renderForm={({ id, product, attributes }) => (
        <ProductForm
          key={id ?? 'new'}
          productId={id}
          initialValues={product ? formValuesOfProduct(product) : emptyProductForm()}
          attributes={attributes}
        />
      )}
    />
  );
}
