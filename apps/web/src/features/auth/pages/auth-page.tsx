import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RETURN_TO_PARAM, returnPathFrom } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { wasSignedInHere } from '@/lib/signed-in-here';
import { AuthShell } from '../components/auth-shell';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ProcessingErrorAlert } from '../components/processing-error-alert';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { signInNotice } from '../utils/sign-in-notice';

type AuthTab = 'signin' | 'signup' | 'forgot-password';

function isAuthTab(value: string): value is AuthTab {
  return value === 'signin' || value === 'signup' || value === 'forgot-password';
}

/**
 * /auth: sign in, sign up and the hidden forgot-password tab (docs/product/accounts.md).
 * `?tab=forgot-password` opens that tab (the "you already have an account"
 * e-mail links there); `?next=/admin/…` is the page a lost session left,
 * where signing in returns (lib/api-client.ts).
 */
export function AuthPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the notice stays while the parameter is taken out of the address.
  const [processingError] = useState(() => searchParams.get('error'));
  const [tab, setTab] = useState<AuthTab>(() => {
    const asked = searchParams.get('tab') ?? '';
    return isAuthTab(asked) ? asked : 'signin';
  });
  const returnTo = returnPathFrom(searchParams.get(RETURN_TO_PARAM));
  // Read once, before a session of this visit marks the browser as signed in.
  const [signedInBefore] = useState(wasSignedInHere);
  const notice = signInNotice(returnTo, signedInBefore);
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (!searchParams.has('error')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('error');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  if (session.data) return <Navigate to={returnTo ?? session.data.homePath} replace />;

  return (
    <AuthShell
      heading={
        <>
          <h1 className="text-3xl font-bold tracking-tight">
            Vidriera <span className="text-primary">Negocios</span>
          </h1>
          <p className="text-muted-foreground">Tu plataforma simple para crear tu tienda online</p>
        </>
      }
    >
      {processingError && <ProcessingErrorAlert code={processingError} />}
      {notice && (
        <Alert>
          <LogIn />
          <AlertTitle>{notice.title}</AlertTitle>
          <AlertDescription>{notice.description}</AlertDescription>
        </Alert>
      )}
      <Card className="shadow-lg shadow-violet-500/5">
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Iniciar Sesión</TabsTrigger>
              <TabsTrigger value="signup">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => setTab('forgot-password')} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm email={email} onEmailChange={setEmail} onRegistered={() => setTab('signin')} />
            </TabsContent>
            <TabsContent value="forgot-password">
              <ForgotPasswordForm
                email={email}
                onEmailChange={setEmail}
                onBack={() => setTab('signin')}
                onSent={() => {
                  setEmail('');
                  setTab('signin');
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
