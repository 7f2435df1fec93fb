/**
 * hr fixes one person's inputs in a draft run (rules §16): the unpaid leave and absent days by hand (or counted
 * again from leave and attendance), and an adjustment for the next run to pay. The run is re-calculated at once.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { RunLine } from '../../../shared/payroll-api';
import { minorOf } from '../../../shared/payroll-run';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useTranslation } from '../../lib/i18n';
import { useAddAdjustment, useSetLineInputs } from './payroll-api';

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

export function LineDialog({ runId, line, onClose }: { runId: string; line: RunLine; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setInputs = useSetLineInputs();
  const adjust = useAddAdjustment();
  const [unpaid, setUnpaid] = useState(String(line.unpaid_leave_days));
  const [absent, setAbsent] = useState(String(line.absent_days));
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [taxable, setTaxable] = useState(true);
  const refused = (error: Error) => toast.error(error.message);
  const saveDays = (days: { unpaid_leave_days: number | null; absent_days: number | null }) =>
    setInputs.mutate(
      { _id: runId, employee_id: line.employee_id, ...days },
      {
        onSuccess: () => {
          toast.success(t('payrollRuns.calculated'));
          onClose();
        },
        onError: refused,
      },
    );
  const addAdjustment = () => {
    const value = number(amount);
    if (!Number.isFinite(value)) return toast.error(t('errors.payroll_amount'));
    adjust.mutate(
      { employee_id: line.employee_id, label, amount: minorOf(value), taxable },
      {
        onSuccess: () => {
          toast.success(t('payrollRuns.adjustmentSaved'));
          onClose();
        },
        onError: refused,
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('payrollRuns.lineOf', { name: line.name })}
        description={t('payrollRuns.fixHint')}
      >
        <form
          id={`${id}-days`}
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            saveDays({ unpaid_leave_days: number(unpaid), absent_days: number(absent) });
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-unpaid`} label={t('payrollRuns.unpaidLeave')}>
              <Input value={unpaid} inputMode="decimal" onChange={(e) => setUnpaid(e.target.value)} />
            </Field>
            <Field id={`${id}-absent`} label={t('payrollRuns.absent')}>
              <Input value={absent} inputMode="decimal" onChange={(e) => setAbsent(e.target.value)} />
            </Field>
          </div>
          {line.inputs_set && (
            <Button
              variant="outline"
              onClick={() => saveDays({ unpaid_leave_days: null, absent_days: null })}
              disabled={setInputs.isPending}
            >
              {t('payrollRuns.countAgain')}
            </Button>
          )}
        </form>
        <DialogActions
          form={`${id}-days`}
          action={t('payrollRuns.saveDays')}
          pendingAction={t('payrollRuns.saving')}
          pending={setInputs.isPending}
          onCancel={onClose}
        />
        <div className="mt-6 space-y-3 border-t border-border pt-4">
          <h3 className="text-sm font-semibold">{t('payrollRuns.adjustment')}</h3>
          <p className="text-xs text-muted-foreground">{t('payrollRuns.adjustmentHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-label`} label={t('payrollRuns.adjustmentLabel')}>
              <Input value={label} onChange={(e) => setLabel(e.target.value)} />
            </Field>
            <Field id={`${id}-amount`} label={t('payrollRuns.adjustmentAmount')}>
              <Input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
            </Field>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-taxable`} checked={taxable} onCheckedChange={setTaxable} />
            <Label htmlFor={`${id}-taxable`}>{t('payrollRuns.taxable')}</Label>
          </div>
          <Button
            variant="outline"
            onClick={addAdjustment}
            disabled={adjust.isPending || label.trim() === '' || amount.trim() === ''}
          >
            {t('payrollRuns.addAdjustment')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
