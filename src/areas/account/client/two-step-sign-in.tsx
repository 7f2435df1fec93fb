/**
 * The sign-in page's code step (decision 037): after a right password for someone with two-step sign-in, a code
 * from the authenticator app (or a recovery code) completes it. Laid out with `Field` alone, as the password step
 * is (the sign-in screen stays off the form kit, src/client/bundle-size.test.ts).
 */
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { ApiError } from '../../../client/lib/api';
import { useTranslation } from '../../../client/lib/i18n';
import { useLoginTwoStep } from './auth-api';

export function TwoStepSignIn({
  challenge,
  remember,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  remember: boolean;
  onSignedIn: () => void;
  /** Back to the password step: the challenge lapsed, or the person wants to start again. */
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const verify = useLoginTwoStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    verify.mutate(
      { challenge, code, remember },
      {
        onSuccess: onSignedIn,
        onError: (e) =>
          setError(e instanceof ApiError || e instanceof Error ? e.message : t('errors.invalid_login')),
      },
    );
  };
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t('twoStep.signInTitle')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('twoStep.signInText')}</p>
      <form className="mt-8 space-y-5" onSubmit={submit}>
        <Field id="two-step-code" label={t('twoStep.anyCode')} hint={t('twoStep.signInHint')}>
          <Input
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={40}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t(verify.isPending ? 'twoStep.verifying' : 'twoStep.verify')}
        </Button>
        <Button type="button" variant="link" className="h-auto w-full" onClick={onBack}>
          {t('twoStep.back')}
        </Button>
      </form>
    </>
  );
}
