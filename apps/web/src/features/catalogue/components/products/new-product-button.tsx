import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** "Crear Producto" in both product lists' headers: it opens the product form (version B). */
export function NewProductButton() {
  return (
    <Button asChild>
      <Link to="/admin/products/new">
        <Plus />
        Crear Producto
      </Link>
    </Button>
  );
}
