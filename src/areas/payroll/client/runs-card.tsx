/**
 * Payroll → Runs (hr; rules §16): every month's run with its totals; creating one (calculated at once), its table
 * of everyone's figures, re-calculating a draft, locking it (final) and publishing it.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { Field, RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { Input } from '../../../client/components/ui/input';
import { Pagination } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { hideOnPhone, Table, TableRow } from '../../../client/components/ui/table';
import { cn } from '../../../client/lib/cn';
import { downloadFile } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useOrganisationMonths } from '../../../client/lib/months';
import { useSettings } from '../../../client/lib/queries';
import { useDebounced } from '../../../client/lib/use-debounced';
import { addDays } from '../../../shared/calendar';
import { profileOf } from '../../../shared/country-profiles';
import { monthsBetween } from '../../../shared/periods';
import { monthLabel } from '../../notifications/contract';
import { createRunBody, type RunLine, type RunReply, type RunSchema } from '../schemas';
import { BankFileMenu } from './bank-file-menu';
import { FestivalStep } from './festival-step';
import { LineDialog } from './line-dialog';
import { useCreateRun, useLockRun, usePublishRun, useRecalculateRun, useRun, useRuns } from './payroll-api';
import { PayslipsZip } from './payslips-zip';

const refused = (error: Error) => toast.error(error.message);
const { SelectField } = fieldsFor<{ period: string }>();
const tones = { draft: 'yellow', locked: 'blue', published: 'green' } as const;

export function RunsCard({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const locale = useLocale();
  const runs = useRuns();
  const create = useCreateRun();
  const months = useRunMonths(runs.data?.runs.map((run) => run.period) ?? []);
  const form = useZodForm<typeof createRunBody, { period: string }>(createRunBody, { period: '' });
  const period = form.watch('period');
  // The current month is chosen once the organisation's periods are known.
  useEffect(() => {
    if (months.current && !form.getValues('period')) form.setValue('period', months.current);
  }, [months.current, form]);
  const [open, setOpen] = useState<string | null>(null);
  const money = (minor: number) => f.money(minor / 100, currency);
  const onCreate = (body: z.output<typeof createRunBody>) =>
    create.mutate(body.period, {
      onSuccess: (run) => {
        setOpen(run._id);
        toast.success(t('payrollRuns.calculated'));
      },
    });
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('payrollRuns.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('payrollRuns.description')}</p>
        <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{t('payrollRuns.examples')}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form form={form} id="new-run" className="space-y-2" onSubmit={onCreate}>
          <RefusalProvider error={create.error}>
            {/* The field keeps its width when its sentence shows, so the button stays beside it. */}
            <div className="flex flex-wrap items-start gap-3">
              <div className="w-56">
                <SelectField name="period" label={t('payrollRuns.month')} options={months.options} />
              </div>
              <Button type="submit" className="mt-7" disabled={create.isPending || !period}>
                {t('payrollRuns.create')}
              </Button>
            </div>
            <RefusalMessage />
          </RefusalProvider>
        </Form>
        {!ready(runs) ? (
          queryStatus(runs)
        ) : runs.data.runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('payrollRuns.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {runs.data.runs.map((run) => (
              <li key={run._id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="space-y-1">
                  <p className="font-medium">
                    {monthLabel(run.period, run.calendar, locale)}{' '}
                    <Badge tone={tones[run.status]}>{t(`payrollRuns.status.${run.status}`)}</Badge>
                  </p>
                  <p className="text-muted-foreground">
                    {t('payrollRuns.people')}: {f.number(run.totals.people)} · {t('payrollRuns.net')}:{' '}
                    {money(run.totals.net)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setOpen(open === run._id ? null : run._id)}
                >
                  {open === run._id ? t('payrollRuns.close') : t('payrollRuns.open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {open && <RunTable id={open} money={money} />}
      </CardContent>
    </Card>
  );
}

/**
 * The months a run may be made for, in the organisation's periods and the reader's calendar: the next month and
 * the two years before it, newest first, a month that has its run already saying so (the server refuses a second).
 */
function useRunMonths(taken: string[]) {
  const { t } = useTranslation();
  const months = useOrganisationMonths();
  const current = months.current();
  const next = months.periods.monthOf(addDays(months.periods.rangeOf(current)?.last ?? months.today(), 1));
  const [year, month] = next.split('-').map(Number) as [number, number];
  const first = `${year - 2}-${String(month).padStart(2, '0')}`;
  const options = monthsBetween(first, next).map((value) => {
    const label = months.label(value);
    return { value, label: taken.includes(value) ? t('payrollRuns.monthTaken', { month: label }) : label };
  });
  return { current: months.known ? current : undefined, options };
}

function RunTable({ id, money }: { id: string; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim());
  const run = useRun(id, page, search);
  const [fixing, setFixing] = useState<RunLine | null>(null);
  if (!ready(run)) return queryStatus(run);
  return (
    <div className="space-y-3">
      {fixing && <LineDialog runId={id} line={fixing} onClose={() => setFixing(null)} />}
      <RunSteps run={run.data} />
      <Field id={`run-search-${id}`} label={t('payrollRuns.search')}>
        <Input
          type="search"
          className="max-w-sm"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
      </Field>
      {/* On a phone: name, gross, net and the fix button, the other figures under the name (issue 44, item 12). */}
      <Table
        label={t('payrollRuns.lines')}
        columns={[
          { label: t('payrollRuns.name') },
          { label: t('payrollRuns.unpaidDays'), numeric: true, wide: true },
          { label: t('payrollRuns.gross'), numeric: true },
          { label: t('payrollRuns.deductions'), numeric: true, wide: true },
          { label: t('payrollRuns.tax'), numeric: true, wide: true },
          { label: t('payrollRuns.net'), numeric: true },
          { label: t('payrollRuns.employer'), numeric: true, wide: true },
          run.data.status === 'draft' && {},
        ]}
      >
        {run.data.lines.map((l) => (
          <TableRow key={l.employee_id}>
            <td className="py-2 pr-3">
              {l.name} <span className="text-muted-foreground">({l.employee_code})</span>
              {/* The figures a phone leaves out of the row, under the name. */}
              <span className="block text-xs text-muted-foreground sm:hidden">
                {t('payrollRuns.onPhone', {
                  deductions: money(l.total_deductions - l.tax),
                  tax: money(l.tax),
                  employer: money(l.employer_contributions),
                })}
              </span>
            </td>
            <td className={cn('py-2 pr-3 text-right tabular-nums', hideOnPhone)}>
              {f.number(l.unpaid_leave_days + l.absent_days)}
              {l.inputs_set && <span className="text-muted-foreground"> ({t('payrollRuns.byHand')})</span>}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">{money(l.gross)}</td>
            <td className={cn('py-2 pr-3 text-right tabular-nums', hideOnPhone)}>
              {money(l.total_deductions - l.tax)}
            </td>
            <td className={cn('py-2 pr-3 text-right tabular-nums', hideOnPhone)}>{money(l.tax)}</td>
            <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(l.net)}</td>
            <td className={cn('py-2 pr-3 text-right tabular-nums', hideOnPhone)}>
              {money(l.employer_contributions)}
            </td>
            {run.data.status === 'draft' && (
              <td className="py-2 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('payrollRuns.fixNamed', { name: l.name })}
                  onClick={() => setFixing(l)}
                >
                  {t('payrollRuns.fix')}
                </Button>
              </td>
            )}
          </TableRow>
        ))}
      </Table>
      {run.data.lines.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('payrollRuns.noMatch')}</p>
      )}
      {run.data.pages > 1 && <Pagination page={run.data.page} pages={run.data.pages} onPage={setPage} />}
    </div>
  );
}

function RunSteps({ run }: { run: RunReply | RunSchema }) {
  const { t } = useTranslation();
  const recalculate = useRecalculateRun();
  const country = useSettings().data?.country;
  const festivalRule = country ? profileOf(country).festivalAllowance : null;
  const lock = useLockRun();
  const publish = usePublishRun();
  const [asking, setAsking] = useState<'lock' | 'publish' | null>(null);
  const done = (message: string) => () => {
    setAsking(null);
    toast.success(message);
  };
  const failed = (error: Error) => {
    setAsking(null);
    refused(error);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {run.status === 'draft' && (
        <>
          <Button
            variant="outline"
            disabled={recalculate.isPending}
            onClick={() =>
              recalculate.mutate(run._id, { onSuccess: done(t('payrollRuns.calculated')), onError: refused })
            }
          >
            {t('payrollRuns.recalculate')}
          </Button>
          {festivalRule && <FestivalStep runId={run._id} rule={festivalRule} />}
          <Button onClick={() => setAsking('lock')}>{t('payrollRuns.lock')}</Button>
        </>
      )}
      {run.status === 'locked' && (
        <Button onClick={() => setAsking('publish')}>{t('payrollRuns.publish')}</Button>
      )}
      <Button
        variant="outline"
        onClick={() =>
          downloadFile(
            '/employee/exportpayrollregister',
            { _id: run._id },
            `payroll-register-${run.period}.csv`,
          ).catch(refused)
        }
      >
        {t('payrollRuns.register')}
      </Button>
      {run.status !== 'draft' && <PayslipsZip run={run} />}
      <Button
        variant="outline"
        onClick={() =>
          downloadFile(
            '/employee/exportyeartodatetax',
            { fiscal_year: run.fiscal_year },
            `tax-year-to-date-${run.fiscal_year}.csv`,
          ).catch(refused)
        }
      >
        {t('payrollRuns.yearToDateTax')}
      </Button>
      {run.status !== 'draft' && <BankFileMenu run={run} />}
      {run.status !== 'draft' &&
        (
          [
            ['/employee/exportssfschedule', 'ssf-schedule', t('payrollRuns.ssfSchedule')],
            ['/employee/exporttdsannex', 'tds-annex', t('payrollRuns.tdsAnnex')],
            ['/employee/exportretirementsheet', 'retirement-sheet', t('payrollRuns.retirementSheet')],
          ] as const
        ).map(([path, file, label]) => (
          <Button
            key={path}
            variant="outline"
            onClick={() => downloadFile(path, { _id: run._id }, `${file}-${run.period}.csv`).catch(refused)}
          >
            {label}
          </Button>
        ))}
      <ConfirmDialog
        open={asking === 'lock'}
        onClose={() => setAsking(null)}
        title={t('payrollRuns.lockTitle')}
        description={t('payrollRuns.lockBody')}
        action={t('payrollRuns.lock')}
        pendingAction={t('payrollRuns.locking')}
        pending={lock.isPending}
        onAction={() => lock.mutate(run._id, { onSuccess: done(t('payrollRuns.locked')), onError: failed })}
      />
      <ConfirmDialog
        open={asking === 'publish'}
        onClose={() => setAsking(null)}
        title={t('payrollRuns.publishTitle')}
        description={t('payrollRuns.publishBody')}
        action={t('payrollRuns.publish')}
        pendingAction={t('payrollRuns.publishing')}
        pending={publish.isPending}
        onAction={() =>
          publish.mutate(run._id, { onSuccess: done(t('payrollRuns.published')), onError: failed })
        }
      />
    </div>
  );
}
