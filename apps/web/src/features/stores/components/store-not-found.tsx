import { IconTile } from '@/components/icon-tile';
import { Store as StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Settings of an owner who has no store yet (docs/product/README.md). */
export function StoreNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-4 py-10">
      <Card className="w-full max-w-sm text-center">
        <CardHeader className="items-center gap-3">
          <IconTile icon={StoreIcon} size="xl" tone="muted" className="mx-auto" />
          <CardTitle className="text-xl">
            <h1>Tienda no encontrada</h1>
          </CardTitle>
          <CardDescription>Todavía no creaste tu tienda. Créala para poder configurarla.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild>
            <Link to="/admin/store-setup">Crear Tienda</Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/admin">Volver al panel</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
