import { KeyRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { useSendPasswordReset } from './employees-api';

/** hr e-mails an employee a single-use link to choose a new password. */
export function SendResetButton({ employeeId, disabled }: { employeeId: string; disabled?: boolean }) {
  const send = useSendPasswordReset(employeeId);
  return (
    <Button
      variant="outline"
      disabled={disabled || send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: (reply) => toast.success(reply.message),
          onError: (e) => toast.error(e.message),
        })
      }
    >
      <KeyRound className="h-4 w-4" aria-hidden />{' '}
      {send.isPending ? 'Sending...' : 'Send password reset link'}
    </Button>
  );
}
