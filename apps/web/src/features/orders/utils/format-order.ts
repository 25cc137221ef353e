import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** "dd/MM/yyyy HH:mm" in Spanish (spec part 2 §9). */
export function formatOrderDate(iso: string): string {
  return format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: es });
}
