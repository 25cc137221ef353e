import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface PageHeaderProps {
  title: string;
  backTo: string;
  subtitle?: string | undefined;
  actions?: ReactNode;
}

/** Back arrow, title, subtitle and the screen's main actions, which drop below the title on a phone. */
export function PageHeader({ title, backTo, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Button variant="outline" size="icon" asChild className="shrink-0">
          <Link to={backTo} aria-label="Volver" title="Volver">
            <ArrowLeft />
          </Link>
        </Button>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">{actions}</div>}
    </header>
  );
}
