import { Button } from '../../../client/components/ui/button';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { forgotPasswordBody } from '../../../shared/auth';
import { useForgotPassword } from './auth-api';

const { TextField } = fieldsFor<{ email: string }>();

/**
 * Asks for an e-mail and sends a reset link; the answer is the same whether or not the address is known.
 * It starts from the address already typed on the sign-in form.
 */
export function ForgotPasswordDialog({ typedEmail = '' }: { typedEmail?: string }) {
  const { t } = useTranslation();
  const form = useZodForm(forgotPasswordBody, { email: typedEmail });
  const send = useForgotPassword();
  return (
    <FormDialog
      onOpenChange={(open) => {
        if (open) form.reset({ email: typedEmail });
        else send.reset();
      }}
      trigger={
        <Button type="button" variant="link" className="h-auto">
          {t('login.forgot')}
        </Button>
      }
      title={t('forgot.title')}
      description={t('forgot.description')}
      form={form}
      id="forgot-password"
      formClassName="mt-4"
      onSubmit={(body) => send.mutate(body)}
      refusal={send.error}
      cancel={t('common.close')}
      action={t('forgot.send')}
      pendingAction={t('forgot.sending')}
      pending={send.isPending}
      done={
        send.isSuccess && (
          <p role="status" className="mt-4 text-sm">
            {t('forgot.sent')}
          </p>
        )
      }
    >
      <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
    </FormDialog>
  );
}
