/**
 * An employee's leave balances as hr sees them on the profile (rules §14): each type with its why view, and an
 * adjustment with a reason (recorded as a ledger line; hr never adjusts their own).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName } from '../../../client/lib/names';
import { useStoredSession } from '../../../client/lib/session';
import { adjustLeaveBody } from '../ledger-schemas';
import { useAdjustLeave, useLeaveBalance } from './leave-api';
import { BalanceRow } from './leave-balances';

export function EmployeeLeaveCard({ employeeId, name }: { employeeId: string; name: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const balance = useLeaveBalance(undefined, employeeId);
  const [adjusting, setAdjusting] = useState(false);
  const self = useStoredSession()?.userId === employeeId;
  const year = balance.data?.year;
  const yearName = balance.data ? f.leaveYear(balance.data.year, balance.data.from, balance.data.to) : '';
  const limited = balance.data?.balances.filter((b) => b.allowance !== null && b.requestable) ?? [];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{year ? t('leave.balanceOf', { year: yearName }) : t('leave.balance')}</CardTitle>
          {!self && limited.length > 0 && (
            <Button type="button" variant="outline" onClick={() => setAdjusting(true)}>
              {t('leavePolicy.adjust')}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {!ready(balance) ? (
          queryStatus(balance)
        ) : (
          <ul className="space-y-4" aria-label={t('leave.balanceOf', { year: yearName })}>
            {balance.data.balances.map((b) => (
              <BalanceRow
                key={b.leave_type}
                balance={b}
                year={year}
                yearName={yearName}
                employeeId={employeeId}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {adjusting && (
        <AdjustDialog
          employeeId={employeeId}
          name={name}
          types={limited.map((b) => b.leave_type)}
          onDone={() => setAdjusting(false)}
        />
      )}
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

function AdjustDialog({
  employeeId,
  name,
  types,
  onDone,
}: {
  employeeId: string;
  name: string;
  types: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const typeName = useLeaveTypeName();
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
    <FormDialog
      onOpenChange={(open) => open || onDone()}
      title={t('leavePolicy.adjustFor', { name })}
      description={t('leavePolicy.adjustHint')}
      form={form}
      id="adjust-leave"
      onSubmit={submit}
      refusal={adjust.error}
      action={t('leavePolicy.adjustSave')}
      pendingAction={t('leavePolicy.adjustSaving')}
      pending={adjust.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="leave_type"
          label={t('leave.type')}
          options={types.map((type) => ({ value: type, label: typeName(type) }))}
        />
        <TextField name="days" label={t('leavePolicy.adjustDays')} inputMode="decimal" />
      </div>
      <TextAreaField name="reason" label={t('leavePolicy.adjustReason')} maxLength={500} />
    </FormDialog>
  );
}
