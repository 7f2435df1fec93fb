/**
 * hr fixes one person's inputs in a draft run (rules §16): the unpaid leave and absent days by hand (or counted
 * again from leave and attendance), and an adjustment for the next run to pay. The run is re-calculated at once.
 */
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { Label } from '../../../client/components/ui/label';
import { useTranslation } from '../../../client/lib/i18n';
import { typedMinorOf, typedNumber } from '../../../shared/payroll-run';
import { adjustmentBody, type RunLine, setLineInputsBody } from '../schemas';
import { useAddAdjustment, useSetLineInputs } from './payroll-api';

/** A number as typed (thousands commas allowed); blank is not a number. */

interface DaysValues {
  _id: string;
  employee_id: string;
  unpaid_leave_days: string;
  absent_days: string;
}
const days = fieldsFor<DaysValues>();
const daysSchema = z.preprocess((values) => {
  const v = values as DaysValues;
  return {
    ...v,
    unpaid_leave_days: typedNumber(v.unpaid_leave_days),
    absent_days: typedNumber(v.absent_days),
  };
}, setLineInputsBody);

export function LineDialog({ runId, line, onClose }: { runId: string; line: RunLine; onClose: () => void }) {
  const { t } = useTranslation();
  const setInputs = useSetLineInputs();
  const form = useZodForm<typeof daysSchema, DaysValues>(daysSchema, {
    _id: runId,
    employee_id: line.employee_id,
    unpaid_leave_days: String(line.unpaid_leave_days),
    absent_days: String(line.absent_days),
  });
  const saveDays = (body: z.output<typeof daysSchema>) =>
    setInputs.mutate(body, {
      onSuccess: () => {
        toast.success(t('payrollRuns.calculated'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('payrollRuns.lineOf', { name: line.name })}
      description={t('payrollRuns.fixHint')}
      form={form}
      id="line-days"
      onSubmit={saveDays}
      refusal={setInputs.error}
      action={t('payrollRuns.saveDays')}
      pendingAction={t('payrollRuns.saving')}
      pending={setInputs.isPending}
      after={<AdjustmentForm employeeId={line.employee_id} onDone={onClose} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <days.TextField name="unpaid_leave_days" label={t('payrollRuns.unpaidLeave')} inputMode="decimal" />
        <days.TextField name="absent_days" label={t('payrollRuns.absent')} inputMode="decimal" />
      </div>
      {line.inputs_set && (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            saveDays({
              _id: runId,
              employee_id: line.employee_id,
              unpaid_leave_days: null,
              absent_days: null,
            })
          }
          disabled={setInputs.isPending}
        >
          {t('payrollRuns.countAgain')}
        </Button>
      )}
    </FormDialog>
  );
}

interface AdjustmentValues {
  employee_id: string;
  label: string;
  amount: string;
  taxable: boolean;
}
const adjustment = fieldsFor<AdjustmentValues>();
/** The amount is typed in major units (12,500.50) and sent in minor ones (none when blank or too large). */
const adjustmentSchema = z.preprocess((values) => {
  const v = values as AdjustmentValues;
  return { ...v, amount: minorOrNaN(typedNumber(v.amount)) };
}, adjustmentBody);

function minorOrNaN(major: number) {
  try {
    return typedMinorOf(major);
  } catch {
    return Number.NaN;
  }
}

/** An adjustment for the person, which the next run to calculate pays (or takes back). */
function AdjustmentForm({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const adjust = useAddAdjustment();
  const form = useZodForm<typeof adjustmentSchema, AdjustmentValues>(adjustmentSchema, {
    employee_id: employeeId,
    label: '',
    amount: '',
    taxable: true,
  });
  const [label, amount] = form.watch(['label', 'amount']);
  const submit = (body: z.output<typeof adjustmentSchema>) =>
    adjust.mutate(body, {
      onSuccess: () => {
        toast.success(t('payrollRuns.adjustmentSaved'));
        onDone();
      },
    });
  return (
    <Form
      form={form}
      id="line-adjustment"
      className="mt-6 space-y-3 border-t border-border pt-4"
      onSubmit={submit}
    >
      <h3 className="text-sm font-semibold">{t('payrollRuns.adjustment')}</h3>
      <p className="text-xs text-muted-foreground">{t('payrollRuns.adjustmentHint')}</p>
      <RefusalProvider error={adjust.error}>
        <div className="grid gap-4 sm:grid-cols-2">
          <adjustment.TextField name="label" label={t('payrollRuns.adjustmentLabel')} />
          <adjustment.TextField name="amount" label={t('payrollRuns.adjustmentAmount')} inputMode="decimal" />
        </div>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="taxable"
            render={({ field }) => (
              <Checkbox
                id="line-adjustment-taxable"
                checked={field.value}
                onCheckedChange={(on) => field.onChange(on === true)}
              />
            )}
          />
          <Label htmlFor="line-adjustment-taxable">{t('payrollRuns.taxable')}</Label>
        </div>
        <RefusalMessage />
      </RefusalProvider>
      <Button
        type="submit"
        variant="outline"
        disabled={adjust.isPending || label.trim() === '' || amount.trim() === ''}
      >
        {t('payrollRuns.addAdjustment')}
      </Button>
    </Form>
  );
}
