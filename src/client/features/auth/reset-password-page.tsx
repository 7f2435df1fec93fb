import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

/** /reset-password?token=…: the page a reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useAction({
    mutationFn: () => api('/employee/resetpassword', { token, password }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password === confirm) reset.mutate();
  };

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
          <form className="mt-6 space-y-4" onSubmit={submit}>
            <div className="space-y-2">
              <Label htmlFor="new-password">New password</Label>
              <Input
                id="new-password"
                type="password"
                autoComplete="new-password"
                minLength={8}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">At least 8 characters.</p>
            </div>
            <Field id="confirm-password" label="Confirm new password">
              <Input
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </Field>
            {(mismatch || reset.isError || !token) && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {!token
                  ? 'This reset link is invalid or has expired.'
                  : mismatch
                    ? 'The passwords do not match.'
                    : reset.error?.message}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
            <Link to="/login" className="block text-center text-sm text-primary underline">
              Back to sign in
            </Link>
          </form>
        )}
      </Card>
    </main>
  );
}
