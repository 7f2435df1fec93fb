import toast from 'react-hot-toast';
import { employeeMessages } from '../../../shared/employees';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useTerminateEmployee } from './employees-api';

/** The spec's confirm, then a real termination (rules §6). */
export function TerminateDialog({
  employee,
  onClose,
}: {
  employee: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const terminate = useTerminateEmployee();
  const confirm = () => {
    if (!employee) return;
    terminate.mutate(employee._id, {
      onSuccess: () => {
        toast.success(`${employee.name} has been terminated.`);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <ConfirmDialog
      open={employee !== null}
      onClose={onClose}
      title={employeeMessages.terminateConfirm}
      description={
        employee
          ? `${employee.name} will no longer be able to sign in, and any open session ends now. Their pending leave requests are cancelled and their direct reports move to their manager. Their attendance, leave history and documents are kept.`
          : undefined
      }
      action="Terminate"
      pendingAction="Terminating..."
      pending={terminate.isPending}
      onAction={confirm}
    />
  );
}
