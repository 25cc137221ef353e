import { IconTile } from '@/components/icon-tile';
import { ListChecks, LogOut, ShieldCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/use-sign-out';

/** Title, "Crear Cliente", "Trabajos" and "Cerrar Sesión" (docs/product/super-admin.md "Super-admin dashboard"). */
export function SuperAdminHeader() {
  const signOut = useSignOut();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div className="flex min-w-0 items-center gap-3">
          <IconTile icon={ShieldCheck} size="sm" tone="solid" />
          <div className="min-w-0">
            <h1 className="text-lg font-semibold sm:text-xl">Panel de Super Administrador</h1>
            <p className="text-sm text-muted-foreground">Todas las tiendas de Vidriera</p>
          </div>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <Button asChild className="flex-1 sm:flex-none">
            <Link to="/super-admin/clients">
              <UserPlus />
              Crear Cliente
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <Link to="/super-admin/jobs">
              <ListChecks />
              Trabajos
            </Link>
          </Button>
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut />
            Cerrar Sesión
          </Button>
        </div>
      </div>
    </header>
  );
}
