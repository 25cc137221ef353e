import { LogOut, Settings, Sparkles, Store as StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignOut } from '@/lib/use-sign-out';

/** Dashboard of an owner without a store yet (docs/product/stores.md). */
export function StoreWelcome({ firstName }: { firstName: string }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 px-4 py-10">
      <Card className="relative w-full max-w-md text-center shadow-lg shadow-violet-500/5">
        <Button variant="ghost" size="icon" asChild className="absolute top-3 right-3 text-muted-foreground">
          <Link to="/admin/settings" aria-label="Configuración">
            <Settings />
          </Link>
        </Button>
        <CardHeader className="items-center gap-3">
          <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-primary/10 text-primary">
            <StoreIcon className="size-8" aria-hidden="true" />
          </div>
          <CardTitle className="text-2xl">¡Bienvenido!</CardTitle>
          <CardDescription className="text-base">
            {firstName ? `${firstName}, ya` : 'Ya'} tienes tu cuenta. Crea tu tienda online en minutos y empieza a
            compartir tus productos con tus clientes.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <Button asChild size="lg" className="w-full">
            <Link to="/admin/store-setup">
              <Sparkles />
              Crear Mi Tienda
            </Link>
          </Button>
          <Button variant="outline" className="w-full" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut />
            Cerrar Sesión
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
