import { BarChart3, Clock, Loader2, Users } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../client/components/layout/language-switch';
import { RedirectIfSignedIn } from '../../../client/components/layout/redirects';
import { ThemeToggle } from '../../../client/components/layout/theme-toggle';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { Label } from '../../../client/components/ui/label';
import { ApiError } from '../../../client/lib/api';
import { useTranslation } from '../../../client/lib/i18n';
import { takeExpiredFlag } from '../../../client/lib/session';
import { useLogin } from './auth-api';

// The dialogs load just after the page: the sign-in form paints and works without waiting for them.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));
const InfoDialog = lazy(async () => ({ default: (await import('./info-dialog')).InfoDialog }));
// The code step of two-step sign-in: only those who use it load it, once their password is accepted.
const TwoStepSignIn = lazy(async () => ({ default: (await import('./two-step-sign-in')).TwoStepSignIn }));

/** Until a dialog has loaded, its trigger shows, disabled. */
function Later({
  trigger,
  className,
  children,
}: {
  trigger: string;
  className?: string;
  children: ReactNode;
}) {
  const fallback = (
    <Button type="button" variant="link" className={className ?? 'h-auto'} disabled>
      {trigger}
    </Button>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

const features = [
  { icon: Users, title: 'login.feature1Title', text: 'login.feature1Text' },
  { icon: BarChart3, title: 'login.feature2Title', text: 'login.feature2Text' },
  { icon: Clock, title: 'login.feature3Title', text: 'login.feature3Text' },
] as const;

/** /login: the sign-in screen, or the dashboard for someone already signed in. */
export function LoginRoute() {
  return (
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>
  );
}

/**
 * The one form not on the form kit: react-hook-form and zod would add 34 KB gzip to the first screen (184.5 KB
 * against a budget of 150, measured by src/client/bundle-size.test.ts), so it lays out with `Field` and leaves
 * "required" and the e-mail format to the browser; the server validates with the shared `loginBody`.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  // Set when the password was right and a code is needed (two-step sign-in, decision 037).
  const [challenge, setChallenge] = useState<string | null>(null);
  // A session that ended (expired, signed out elsewhere) says so here, until the next sign-in attempt.
  useEffect(() => {
    if (takeExpiredFlag()) setError(t('errors.session_expired'));
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    login.mutate(
      { email, password, remember },
      {
        onSuccess: ({ reply }) =>
          'twoStep' in reply
            ? setChallenge(reply.twoStep.challenge)
            : navigate('/dashboard', { replace: true }),
        onError: (e) => setError(loginErrorMessage(e) ?? t('errors.invalid_login')),
      },
    );
  };

  return (
    <div className="relative grid min-h-screen lg:grid-cols-2">
      <div className="absolute top-4 right-4 z-10 flex items-center gap-2">
        <LanguageSwitch />
        <ThemeToggle className="border border-border bg-card" />
      </div>
      <main className="flex items-center justify-center px-4 py-16">
        <div className="w-full max-w-sm">
          {challenge ? (
            <Suspense fallback={<Loader2 className="mx-auto h-6 w-6 animate-spin" aria-hidden />}>
              <TwoStepSignIn
                challenge={challenge}
                remember={remember}
                onSignedIn={() => navigate('/dashboard', { replace: true })}
                onBack={() => {
                  setChallenge(null);
                  setPassword('');
                }}
              />
            </Suspense>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{t('login.title')}</h1>
              <p className="mt-2 text-sm text-muted-foreground">{t('login.subtitle')}</p>
              <form className="mt-8 space-y-5" onSubmit={submit} noValidate={false}>
                <Field id="email" label={t('login.email')}>
                  <Input
                    type="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </Field>
                <Field id="password" label={t('login.password')}>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </Field>
                <div className="flex items-center justify-between">
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="remember"
                      checked={remember}
                      onCheckedChange={(v) => setRemember(v === true)}
                    />
                    <Label htmlFor="remember" className="font-normal">
                      {t('login.remember')}
                    </Label>
                  </div>
                  <Later trigger={t('login.forgot')}>
                    <ForgotPasswordDialog typedEmail={email} />
                  </Later>
                </div>
                {error && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                )}
                <Button type="submit" className="w-full" disabled={login.isPending}>
                  {login.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                  {t(login.isPending ? 'login.signingIn' : 'login.signIn')}
                </Button>
              </form>
            </>
          )}
        </div>
      </main>
      <aside className="flex items-center justify-center bg-primary px-8 py-16 text-primary-foreground">
        <div className="max-w-md space-y-8">
          <div>
            <h2 className="text-3xl font-bold">{t('login.welcome')}</h2>
            <p className="mt-3 opacity-90">{t('login.welcomeText')}</p>
          </div>
          <ul className="space-y-5">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-4">
                <span className="rounded-lg bg-white/15 p-2">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{t(title)}</span>
                  <span className="block opacity-90">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
          <Later trigger={t('login.learnMore')} className="text-primary-foreground underline">
            <InfoDialog
              trigger={t('login.learnMore')}
              title={t('login.aboutTitle')}
              triggerClassName="text-primary-foreground underline"
            >
              {t('login.aboutText')}
            </InfoDialog>
          </Later>
        </div>
      </aside>
    </div>
  );
}

/** The server says why for a refused sign-in (wrong credentials, terminated, too many attempts). */
function loginErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError)
    return error.status === 401 || error.status === 429 ? error.message : undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
