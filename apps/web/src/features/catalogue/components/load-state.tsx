import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A centred wait line with a spinner. */
export function LoadingState({ label = 'Cargando...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      {label}
    </p>
  );
}

/** A failed load: what failed and a way to try again. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw />
        Reintentar
      </Button>
    </div>
  );
}

/** An empty list: an icon, a line, an optional hint and action. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <span className="text-muted-foreground/60 [&_svg]:size-10" aria-hidden="true">
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
