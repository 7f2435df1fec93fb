import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { passwordMessages, resetPasswordBody } from '../../../shared/auth';
import { withConfirmation } from '../../../shared/password';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { useResetPassword } from './auth-api';

const schema = withConfirmation(resetPasswordBody.omit({ token: true }), 'password');
const { TextField } = fieldsFor<z.input<typeof schema>>();

/** /reset-password?token=…: the page a reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(schema, { password: '', confirm: '' });
  const reset = useResetPassword();

  return (
    <main className="relative flex min-h-screen items-center justify-center px-4">
      <ThemeToggle className="absolute top-4 right-4" />
      <Card className="w-full max-w-sm p-6">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {reset.isSuccess ? (
          <div className="mt-4 space-y-4">
            <p role="status">{reset.data.message}</p>
            <Button asChild className="w-full">
              <Link to="/login">Go to sign in</Link>
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
                label="New password"
                type="password"
                autoComplete="new-password"
                hint="At least 8 characters."
              />
              <TextField
                name="confirm"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
              />
              {token ? (
                <RefusalMessage />
              ) : (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {passwordMessages.resetInvalid}
                </p>
              )}
            </RefusalProvider>
            <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
            <Link to="/login" className="block text-center text-sm text-primary underline">
              Back to sign in
            </Link>
          </Form>
        )}
      </Card>
    </main>
  );
}
