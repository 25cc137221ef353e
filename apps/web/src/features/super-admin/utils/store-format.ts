import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** Creation date as the super admin reads it: dd/MM/yyyy (docs/product/super-admin.md). */
export function createdOn(iso: string): string {
  return format(parseISO(iso), 'dd/MM/yyyy', { locale: es });
}

export const count = new Intl.NumberFormat('es-AR');
