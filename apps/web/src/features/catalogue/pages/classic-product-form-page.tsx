import { ClassicProductForm } from '../components/classic/classic-product-form';
import { ProductFormFrame } from '../components/product-form-frame';
import { emptyClassicForm, classicValuesOfProduct } from '../utils/classic-product-form';

/** /admin/products/legacy/new and …/{id}/edit: product form version A, over the same products. */
export function ClassicProductFormPage() {
  return (
    <ProductFormFrame
      width="max-w-4xl"
      renderForm={({ id, product, attributes }) => (
        <ClassicProductForm
          key={id ?? 'new'}
          productId={id}
          initialValues={product ? classicValuesOfProduct(product) : emptyClassicForm()}
          attributes={attributes}
        />
      )}
    />
  );
}
