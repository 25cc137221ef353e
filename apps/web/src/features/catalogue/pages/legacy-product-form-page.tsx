import { LegacyProductForm } from '../components/legacy/legacy-product-form';
import { ProductFormFrame } from '../components/product-form-frame';
import { emptyLegacyForm, legacyValuesOfProduct } from '../utils/legacy-product-form';

/** /admin/products/legacy/new and …/{id}/edit: product form version A, over the same products. */
export function LegacyProductFormPage() {
  return (
    <ProductFormFrame
      listPath="/admin/products/legacy"
      width="max-w-4xl"
      renderForm={({ id, product, attributes }) => (
        <LegacyProductForm key={id ?? 'new'} productId={id} initialValues={product ? legacyValuesOfProduct(product) : emptyLegacyForm()} attributes={attributes} />
      )}
    />
  );
}
