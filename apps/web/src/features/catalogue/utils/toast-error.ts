import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * "Error" with the server's own Spanish message when it refused the request
 * (it says what to fix), or the screen's fixed message when it failed.
 */
export function toastCatalogueError(error: unknown, fallback: string): void {
  const refused = isApiError(error) && error.status < 500;
  toast.error('Error', { description: refused ? error.message : fallback });
}
