import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Back arrow to the dashboard and the screen's title (store setup and settings). */
export function AdminPageHeader({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-4">
        <Button variant="ghost" size="icon" asChild className="shrink-0">
          <Link to="/admin" aria-label="Volver al panel" title="Volver al panel">
            <ArrowLeft />
          </Link>
        </Button>
        {icon}
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold sm:text-xl">{title}</h1>
          {description && <p className="truncate text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
    </header>
  );
}
