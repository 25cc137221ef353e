import { LogOut, Settings, ShieldCheck, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { responsiveImage } from '@/lib/image-url';
import { useSignOut } from '@/lib/use-sign-out';

/** The store's logo, or a shop icon when there is none or it fails to load. */
function StoreLogo({ url }: { url: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return (
      <img
        {...responsiveImage(url, 'logo', '40px', 96)}
        alt=""
        onError={() => setFailedUrl(url)}
        className="size-10 shrink-0 rounded-lg border object-cover"
      />
    );
  }
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
      <StoreIcon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** Store name, "Panel de Control", settings and sign-out (docs/product/stores.md). */
export function DashboardHeader({ storeName, logoUrl }: { storeName: string; logoUrl: string | null }) {
  const signOut = useSignOut();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4 sm:gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <StoreLogo url={logoUrl} />
          <div className="min-w-0">
            <h1 className="text-lg leading-tight font-semibold break-words sm:text-xl">{storeName}</h1>
            <p className="text-sm text-muted-foreground">Panel de Control</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="outline" size="icon" asChild>
            <Link to="/admin/security" aria-label="Seguridad de la cuenta" title="Seguridad de la cuenta">
              <ShieldCheck />
            </Link>
          </Button>
          <Button variant="outline" size="icon" asChild>
            <Link to="/admin/settings" aria-label="Configuración" title="Configuración">
              <Settings />
            </Link>
          </Button>
          <Button variant="ghost" className="max-sm:px-2" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut />
            <span className="max-sm:sr-only">Salir</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
