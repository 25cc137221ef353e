import { FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { DeleteButton } from '@/components/edit-delete-buttons';
import { Button } from '@/components/ui/button';

interface ProductRowActionsProps {
  name: string;
  editTo: string;
  /** The classic form's address for this product, where the classic list offers it. */
  classicEditTo?: string;
  onDelete: () => void;
}

/** "Editar", the classic form when offered, and delete, for one product. */
export function ProductRowActions({ name, editTo, classicEditTo, onDelete }: ProductRowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="outline" size="sm" asChild>
        <Link to={editTo} aria-label={`Editar ${name}`}>
          <Pencil />
          Editar
        </Link>
      </Button>
      {classicEditTo && (
        <Button variant="ghost" size="icon" className="size-8" asChild>
          <Link to={classicEditTo} aria-label={`Editar ${name} en el formulario clásico`} title="Formulario clásico">
            <FileText />
          </Link>
        </Button>
      )}
      <DeleteButton name={name} onDelete={onDelete} className="size-8" />
    </div>
  );
}
