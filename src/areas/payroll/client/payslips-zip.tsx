/**
 * hr's zip of a locked run's payslips (rules §16): the server makes the PDFs in the background; while it does,
 * the button waits and a bar shows how many are made; once all are, the same button downloads the zip.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { downloadFile } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { RunSchema } from '../schemas';
import { preparePayslips, usePayslipsProgress } from './payroll-api';

export function PayslipsZip({ run }: { run: RunSchema }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [making, setMaking] = useState(false);
  const [pending, setPending] = useState(false);
  const progress = usePayslipsProgress(run._id, making);
  const made = progress.data && progress.data.ready >= progress.data.total;
  useEffect(() => {
    if (!making || !made) return;
    setMaking(false);
    toast.success(t('payrollRuns.payslipsMade'));
  }, [making, made, t]);

  async function zip() {
    setPending(true);
    try {
      const now = await preparePayslips(run._id);
      if (now.ready < now.total) setMaking(true);
      else await downloadFile('/employee/exportpayslips', { _id: run._id }, `payslips-${run.period}.zip`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(false);
    }
  }

  const shown = making && progress.data;
  const words = shown
    ? t('payrollRuns.makingPayslips', { ready: f.number(shown.ready), total: f.number(shown.total) })
    : '';
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" disabled={pending || making} onClick={zip}>
        {t('payrollRuns.zip')}
      </Button>
      {shown && (
        <>
          <progress
            className="h-2 w-32 accent-primary"
            max={Math.max(1, shown.total)}
            value={shown.ready}
            aria-label={words}
          />
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {words}
          </span>
        </>
      )}
    </div>
  );
}
