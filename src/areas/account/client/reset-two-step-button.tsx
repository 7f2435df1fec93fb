/** hr's "Reset two-step sign-in" on a person's profile (a lost device; decision 037), asked first. */
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useCan } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { useResetTwoStep } from './two-step-api';

export function ResetTwoStepButton({ employeeId, name }: { employeeId: string; name: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const reset = useResetTwoStep(employeeId);
  const [open, setOpen] = useState(false);
  if (!can('reset:two-step')) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff className="h-4 w-4" aria-hidden /> {t('twoStep.reset')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('twoStep.reset')}
        description={t('twoStep.resetText', { name })}
        action={t('twoStep.reset')}
        pendingAction={t('twoStep.resetting')}
        pending={reset.isPending}
        onAction={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('twoStep.resetDone', { name }));
            },
            onError: (e) => {
              setOpen(false);
              toast.error(e.message);
            },
          })
        }
      />
    </>
  );
}
