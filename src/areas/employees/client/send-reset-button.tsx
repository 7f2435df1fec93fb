import { KeyRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { useTranslation } from '../../../client/lib/i18n';
import { useSendPasswordReset } from './employees-api';

/** hr e-mails an employee a single-use link to choose a new password. */
export function SendResetButton({
  employeeId,
  email,
  disabled,
}: {
  employeeId: string;
  email: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendPasswordReset(employeeId);
  return (
    <Button
      variant="outline"
      disabled={disabled || send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: () => toast.success(t('employees.resetSent', { email })),
          onError: (e) => toast.error(e.message),
        })
      }
    >
      <KeyRound className="h-4 w-4" aria-hidden />{' '}
      {t(send.isPending ? 'forgot.sending' : 'employees.sendReset')}
    </Button>
  );
}
