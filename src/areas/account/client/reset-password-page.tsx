import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LanguageSwitch } from '../../../client/components/layout/language-switch';
import { ThemeToggle } from '../../../client/components/layout/theme-toggle';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { useTranslation } from '../../../client/lib/i18n';
import { resetPasswordBody } from '../../../shared/auth';
import { withConfirmation } from '../../../shared/password';
import { useResetPassword } from './auth-api';

const schema = withConfirmation(resetPasswordBody.omit({ token: true }), 'password');
const { TextField } = fieldsFor<z.input<typeof schema>>();

/** /reset-password?token=…: the page a reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(schema, { password: '', confirm: '' });
  const reset = useResetPassword();

  return (
    <main className="relative flex min-h-screen items-center justify-center px-4">
      <div className="absolute top-4 right-4 flex items-center gap-2">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
      <Card className="w-full max-w-sm p-6">
        <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
        {reset.isSuccess ? (
          <div className="mt-4 space-y-4">
            <p role="status">{t('reset.done')}</p>
            <Button asChild className="w-full">
              <Link to="/login">{t('reset.goToSignIn')}</Link>
            </Button>
          </div>
        ) : (
          <Form
            form={form}
            id="reset-password"
            className="mt-6 space-y-4"
            onSubmit={({ password }) => reset.mutate({ token, password })}
          >
            <RefusalProvider error={reset.error}>
              <TextField
                name="password"
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('reset.hint')}
              />
              <TextField
                name="confirm"
                label={t('reset.confirm')}
                type="password"
                autoComplete="new-password"
              />
              {token ? (
                <RefusalMessage />
              ) : (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {t('errors.reset_invalid')}
                </p>
              )}
            </RefusalProvider>
            <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
              {t(reset.isPending ? 'common.saving' : 'reset.submit')}
            </Button>
            <Link to="/login" className="block text-center text-sm text-primary underline">
              {t('reset.back')}
            </Link>
          </Form>
        )}
      </Card>
    </main>
  );
}
