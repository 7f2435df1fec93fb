import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { useTerminateEmployee } from './employees-api';

/** The spec's confirm, then a real termination (rules §6). */
export function TerminateDialog({
  employee,
  onClose,
}: {
  employee: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terminate = useTerminateEmployee();
  const confirm = () => {
    if (!employee) return;
    terminate.mutate(employee._id, {
      onSuccess: () => {
        toast.success(t('employees.terminated', { name: employee.name }));
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <ConfirmDialog
      open={employee !== null}
      onClose={onClose}
      title={t('employees.terminateConfirm')}
      description={employee ? t('employees.terminateText', { name: employee.name }) : undefined}
      action={t('employees.terminate')}
      pendingAction={t('employees.terminating')}
      pending={terminate.isPending}
      onAction={confirm}
    />
  );
}
