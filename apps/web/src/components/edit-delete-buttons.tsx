import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** "Eliminar" as a red icon button, named after what it deletes; `className` comes before its colours. */
export function DeleteButton({
  name,
  onDelete,
  className,
}: {
  name: string;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(className, 'text-destructive hover:text-destructive')}
      onClick={onDelete}
      aria-label={`Eliminar ${name}`}
      title="Eliminar"
    >
      <Trash2 />
    </Button>
  );
}

/** "Editar" and "Eliminar" as icon buttons, named after what they act on (a category, an attribute…). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-1', className)}>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${name}`} title="Editar">
        <Pencil />
      </Button>
      <DeleteButton name={name} onDelete={onDelete} />
    </div>
  );
}
