import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Session } from '@/lib/session';

/**
 * A super admin's first visit: the panel opens once two-factor sign-in is on
 * (docs/product/super-admin.md), so the security screen explains that step as
 * the way in, not as an error; once it is on, it leads to the panel.
 */
export function SuperAdminFirstRun({ session }: { session: Session }) {
  if (!session.roles.includes('super_admin')) return null;
  if (session.user.twoFactorEnabled) {
    return (
      <Alert className="border-emerald-200 bg-emerald-50 text-emerald-900">
        <ShieldCheck />
        <AlertTitle>Tu cuenta está protegida</AlertTitle>
        <AlertDescription className="gap-3">
          <p>Ya puedes entrar al panel de super administrador.</p>
          <Button size="sm" asChild>
            <Link to="/super-admin">
              Ir al panel
              <ArrowRight />
            </Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert className="border-primary/30 bg-primary/5">
      <Sparkles />
      <AlertTitle>Primer paso: protege tu cuenta de super administrador</AlertTitle>
      <AlertDescription>
        <p>
          Desde el panel ves y gestionas todas las tiendas, así que entrar pide algo más que la contraseña: un código de
          6 dígitos de una app de autenticación en tu teléfono (Google Authenticator, Authy, 1Password u otra).
        </p>
        <p>Actívala abajo: te lleva un minuto, y al terminar entras al panel.</p>
      </AlertDescription>
    </Alert>
  );
}
