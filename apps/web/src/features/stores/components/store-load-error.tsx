import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface StoreLoadErrorProps {
  error: unknown;
  /** The screen's own sentence (the dashboard says "tu tienda", settings "la tienda"). */
  message: string;
  toastId: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The owner's store could not be read: the error toast (not for a lost session, which goes to sign in) and "Reintentar". */
export function StoreLoadError({ error, message, toastId, retrying, onRetry }: StoreLoadErrorProps) {
  const sessionLost = isApiError(error, 401);
  useEffect(() => {
    if (!sessionLost) toast.error('Error', { id: toastId, description: message });
  }, [sessionLost, toastId, message]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw />
        Reintentar
      </Button>
    </main>
  );
}
