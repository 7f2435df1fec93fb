import { forgotPasswordBody } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../components/ui/dialog';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { useTranslation } from '../../lib/i18n';
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
    <Dialog
      onOpenChange={(open) => {
        if (open) form.reset({ email: typedEmail });
        else send.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto">
          {t('login.forgot')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('forgot.title')} description={t('forgot.description')}>
        {send.isSuccess ? (
          <>
            <p role="status" className="mt-4 text-sm">
              {t('forgot.sent')}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <Form form={form} id="forgot-password" className="mt-4" onSubmit={(body) => send.mutate(body)}>
              <RefusalProvider error={send.error}>
                <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
                <RefusalMessage />
              </RefusalProvider>
            </Form>
            <DialogActions
              form="forgot-password"
              cancel={t('common.close')}
              action={t('forgot.send')}
              pendingAction={t('forgot.sending')}
              pending={send.isPending}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
