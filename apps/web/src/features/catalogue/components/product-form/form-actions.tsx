import { BusyButton } from '@/components/busy-button';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Cancelar (back to the list) and "Guardar Producto", busy and disabled while saving. */
export function FormActions({ saving, cancelTo }: { saving: boolean; cancelTo: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" asChild>
        <Link to={cancelTo}>Cancelar</Link>
      </Button>
      <BusyButton type="submit" busy={saving} busyLabel="Guardando..." className="sm:min-w-40">
        Guardar Producto
      </BusyButton>
    </div>
  );
}
