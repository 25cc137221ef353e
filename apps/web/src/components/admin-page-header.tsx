import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface AdminPageHeaderProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** The panel the back arrow returns to. */
  backTo?: '/admin' | '/super-admin';
  /** The header's width, the same as the page's content. */
  width?: 'max-w-2xl' | 'max-w-3xl' | 'max-w-7xl';
}

/** Back arrow to the panel and the screen's title (store setup and settings, the super admin's screens). */
export function AdminPageHeader({
  title,
  description,
  icon,
  backTo = '/admin',
  width = 'max-w-3xl',
}: AdminPageHeaderProps) {
  return (
    <header className="border-b bg-background">
      <div className={`mx-auto flex ${width} items-center gap-3 px-4 py-4`}>
        <Button variant="ghost" size="icon" asChild className="shrink-0">
          <Link to={backTo} aria-label="Volver al panel" title="Volver al panel">
            <ArrowLeft />
          </Link>
        </Button>
        {icon}
        <div className="min-w-0">
          {/* Both wrap: a store's name or an e-mail address is read whole on a phone. */}
          <h1 className="text-lg font-semibold wrap-anywhere sm:text-xl">{title}</h1>
          {description && <p className="text-sm text-muted-foreground wrap-anywhere">{description}</p>}
        </div>
      </div>
    </header>
  );
}
