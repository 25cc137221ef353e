import { IconTile } from '@/components/icon-tile';
import { HelpCircle, Store as StoreIcon } from 'lucide-react';
import { Navigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdminPageHeader } from '@/components/admin-page-header';
import { StoreSetupForm } from '../components/store-setup-form';
import { WithMyStore } from '../components/with-my-store';

const LOAD_FAILED = 'No se pudo cargar la información de tu tienda.';

/** /admin/store-setup: an owner without a store creates it; one with a store goes back to /admin; a failed look-up says so and offers to try again. */
export function StoreSetupPage() {
  return (
    <WithMyStore message={LOAD_FAILED} toastId="store-setup-load-failed">
      {(store) => (store ? <Navigate to="/admin" replace /> : <StoreSetup />)}
    </WithMyStore>
  );
}

function StoreSetup() {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-violet-50 via-background to-fuchsia-50">
      <AdminPageHeader title="Configurar Mi Tienda" />
      <main className="mx-auto max-w-xl space-y-4 px-4 py-6 sm:py-10">
        <Card className="shadow-lg shadow-violet-500/5">
          <CardHeader className="gap-3">
            <IconTile icon={StoreIcon} size="lg" tone="soft" />
            <CardTitle className="text-2xl">
              <h2>Vamos a crear tu tienda</h2>
            </CardTitle>
            <CardDescription className="text-base">
              Completa los datos básicos. Vas a poder cambiarlos cuando quieras desde la configuración.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <StoreSetupForm />
          </CardContent>
        </Card>
        <p className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground">
          <HelpCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            ¿Necesitas ayuda? Consulta nuestra{' '}
            <span className="font-medium text-primary underline underline-offset-4">guía de inicio rápido</span>.
          </span>
        </p>
      </main>
    </div>
  );
}
