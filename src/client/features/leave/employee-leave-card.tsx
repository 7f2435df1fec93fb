/**
 * An employee's leave balances as hr sees them on the profile (rules §14): each type with its why view, and an
 * adjustment with a reason (recorded as a ledger line; hr never adjusts their own).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { adjustLeaveBody } from '../../../shared/leave-ledger';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { ErrorMessage, Loading } from '../../components/ui/status';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useStoredSession } from '../../lib/session';
import { useAdjustLeave, useLeaveBalance } from './leave-api';
import { BalanceRow } from './leave-balances';

export function EmployeeLeaveCard({ employeeId, name }: { employeeId: string; name: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const balance = useLeaveBalance(undefined, employeeId);
  const [adjusting, setAdjusting] = useState(false);
  const self = useStoredSession()?.userId === employeeId;
  const year = balance.data?.year;
  const limited = balance.data?.balances.filter((b) => b.allowance !== null && b.requestable) ?? [];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{year ? t('leave.balanceOf', { year: f.digits(year) }) : t('leave.balance')}</CardTitle>
          {!self && limited.length > 0 && (
            <Button type="button" variant="outline" onClick={() => setAdjusting(true)}>
              {t('leavePolicy.adjust')}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {balance.isPending ? (
          <Loading />
        ) : balance.isError ? (
          <ErrorMessage message={balance.error.message} />
        ) : (
          <ul className="space-y-4" aria-label={t('leave.balanceOf', { year: f.digits(year ?? 0) })}>
            {balance.data.balances.map((b) => (
              <BalanceRow key={b.leave_type} balance={b} year={year} employeeId={employeeId} />
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={adjusting} onOpenChange={setAdjusting}>
        {adjusting && (
          <DialogContent
            title={t('leavePolicy.adjustFor', { name })}
            description={t('leavePolicy.adjustHint')}
          >
            <AdjustForm
              employeeId={employeeId}
              types={limited.map((b) => b.leave_type)}
              onDone={() => setAdjusting(false)}
            />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

type Values = { employee_id: string; leave_type: string; days: string; reason: string };
const { TextField, SelectField, TextAreaField } = fieldsFor<Values>();
/** Days are typed as text (a minus sign, a decimal comma in progress) and read as a number on submit. */
const schema = z.preprocess(
  (values) => ({ ...(values as Values), days: Number(String((values as Values).days).replace(',', '.')) }),
  adjustLeaveBody,
);

function AdjustForm({
  employeeId,
  types,
  onDone,
}: {
  employeeId: string;
  types: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<typeof schema, Values>(schema, {
    employee_id: employeeId,
    leave_type: types[0] ?? '',
    days: '',
    reason: '',
  });
  const adjust = useAdjustLeave();
  const submit = (body: z.output<typeof schema>) =>
    adjust.mutate(body, {
      onSuccess: () => {
        toast.success(t('leavePolicy.adjusted'));
        onDone();
      },
    });
  return (
    <Form form={form} id="adjust-leave" className="mt-4 space-y-4" onSubmit={submit}>
      <RefusalProvider error={adjust.error}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="leave_type"
            label={t('leave.type')}
            options={types.map((type) => ({ value: type, label: type }))}
          />
          <TextField name="days" label={t('leavePolicy.adjustDays')} inputMode="decimal" />
        </div>
        <TextAreaField name="reason" label={t('leavePolicy.adjustReason')} maxLength={500} />
        <RefusalMessage />
      </RefusalProvider>
      <DialogActions
        form="adjust-leave"
        action={t('leavePolicy.adjustSave')}
        pendingAction={t('leavePolicy.adjustSaving')}
        pending={adjust.isPending}
      />
    </Form>
  );
}
