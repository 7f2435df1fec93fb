import { KeyRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

/** hr e-mails an employee a single-use link to choose a new password. */
export function SendResetButton({ employeeId, disabled }: { employeeId: string; disabled?: boolean }) {
  const send = useAction({
    mutationFn: () => api('/employee/sendpasswordreset', { employee_id: employeeId }),
    onSuccess: (reply) => toast.success(reply.message),
    onError: (e) => toast.error(e.message),
  });
  return (
    <Button variant="outline" disabled={disabled || send.isPending} onClick={() => send.mutate()}>
      <KeyRound className="h-4 w-4" aria-hidden />{' '}
      {send.isPending ? 'Sending...' : 'Send password reset link'}
    </Button>
  );
}
