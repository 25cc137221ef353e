import { useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { AuthShell } from '../components/auth-shell';
import { TwoFactorStep } from '../components/two-factor-step';

/**
 * /admin/second-step: a session that has not passed the second step (a Google
 * sign-in, or one opened before enrolment) gives the code here before the
 * super-admin panel (docs/product/accounts.md).
 */
export function SecondStepPage() {
  const navigate = useNavigate();
  return (
    <AuthShell>
      <Card>
        <CardContent className="pt-6">
          <TwoFactorStep
            cancelLabel="Volver al panel"
            onCancel={() => void navigate('/admin', { replace: true })}
            onVerified={() => void navigate('/super-admin', { replace: true })}
          />
        </CardContent>
      </Card>
    </AuthShell>
  );
}
