import { KeyRound, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { AdminPageHeader } from '@/components/admin-page-header';
import { PageSpinner } from '@/components/page-spinner';
import { SuperAdminFirstRun } from '../components/super-admin-first-run';
import { TwoFactorCard } from '../components/two-factor-card';

/** /admin/security: how the account signs in — two-factor sign-in and the password. */
export function SecurityPage() {
  const session = useSession();
  if (!session.data) return <PageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/30">
      <AdminPageHeader
        title="Seguridad de la cuenta"
        description={session.data.user.email}
        icon={
          <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
        }
      />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
        <SuperAdminFirstRun session={session.data} />
        <TwoFactorCard session={session.data} />
        <Card>
          {/* On a narrow phone the button goes under the text rather than squeezing the title into broken words. */}
          <CardHeader className="flex-row flex-wrap items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
              <KeyRound className="size-4" />
            </span>
            <div className="min-w-40 flex-1 space-y-1">
              <CardTitle className="text-base">
                <h2>Contraseña</h2>
              </CardTitle>
              <CardDescription>Al cambiarla se cierran todas tus sesiones y te avisamos por email.</CardDescription>
            </div>
            <Button variant="outline" size="sm" asChild>
              <Link to="/admin/update-password">Cambiar</Link>
            </Button>
          </CardHeader>
        </Card>
      </main>
    </div>
  );
}
