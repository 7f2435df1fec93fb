/**
 * The Employee Report modal (spec §2): personal info, employment details and the AI Analysis, with Print Report
 * and Close. The analysis shows bold markers stripped and summary lines as sub-headings, and says who wrote it;
 * a failed report can be retried.
 */
import './report.css';
import { Printer, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../client/components/ui/dialog';
import { ErrorMessage, Loading, queryStatus } from '../../../client/components/ui/status';
import { useStatusOf } from '../../../client/lib/employee-status';
import { useEnumLabel } from '../../../client/lib/enums';
import { fullName, useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { isSummaryHeading, plainReportLine, type ReportReply } from '../../reports/contract';
import { useEmployee, useEmployeeReport } from './employees-api';

export function ReportDialog({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={employeeId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('report.title')}
        className="employee-report max-h-[90vh] max-w-3xl overflow-y-auto"
      >
        {employeeId && <ReportBody employeeId={employeeId} />}
      </DialogContent>
    </Dialog>
  );
}

function ReportBody({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const label = useEnumLabel();
  const statusOf = useStatusOf();
  const employee = useEmployee(employeeId);
  const report = useEmployeeReport();
  const currency = useMe().data?.organisation.currency ?? '';
  const { mutate } = report;
  useEffect(() => mutate(employeeId), [employeeId, mutate]);
  const user = employee.data;

  return (
    <div className="mt-4 space-y-5">
      {queryStatus(employee)}
      {user && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Section title={t('report.personal')}>
            <Item label={t('profile.name')} value={fullName(user)} />
            <Item label={t('profile.email')} value={user.email} />
            <Item label={t('employees.column.contact')} value={user.contactNumber} />
            <Item label={t('profile.gender')} value={label('gender', user.gender)} />
            <Item label={t('profile.dateOfBirth')} value={user.dateofBirth && f.date(user.dateofBirth)} />
            <Item label={t('profile.address')} value={user.address} />
          </Section>
          <Section title={t('report.employment')}>
            <Item label={t('profile.employeeId')} value={user.employmentDetails.employeeId} />
            <Item
              label={t('employees.designation')}
              value={orgName('designation', user.employmentDetails.designation)}
            />
            <Item
              label={t('profile.department')}
              value={orgName('department', user.employmentDetails.department)}
            />
            <Item
              label={t('profile.position')}
              value={orgName('position', user.employmentDetails.position)}
            />
            <Item
              label={t('profile.joined')}
              value={user.employmentDetails.dateOfJoining && f.date(user.employmentDetails.dateOfJoining)}
            />
            <Item label={t('profile.salary')} value={f.money(user.payrollInfo.salary, currency)} />
            <Item label={t('profile.status')} value={statusOf(user).text} />
          </Section>
        </div>
      )}
      <section aria-labelledby="ai-analysis" className="rounded-lg border border-border bg-muted/40 p-4">
        <h3 id="ai-analysis" className="text-base font-semibold">
          {t('report.analysis')}
        </h3>
        {report.isPending && <Loading label={t('report.generating')} />}
        {report.isError && (
          <div className="flex flex-wrap items-center gap-3">
            <ErrorMessage message={report.error.message} />
            <Button variant="outline" size="sm" className="no-print" onClick={() => mutate(employeeId)}>
              <RefreshCw className="h-4 w-4" aria-hidden /> {t('routeError.retry')}
            </Button>
          </div>
        )}
        {report.data && <Analysis report={report.data} />}
      </section>
      <div className="no-print flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </DialogClose>
        <Button onClick={() => window.print()} disabled={!report.data}>
          <Printer className="h-4 w-4" aria-hidden /> {t('report.print')}
        </Button>
      </div>
    </div>
  );
}

function Analysis({ report }: { report: ReportReply }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const lines = report.text.split('\n').map(plainReportLine);
  return (
    <div className="mt-2 space-y-1 text-sm leading-relaxed">
      {lines.map((line, i) =>
        !line.trim() ? null : isSummaryHeading(line) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the report's lines never move
          <h4 key={i} className="pt-3 text-sm font-semibold text-primary">
            {line.replace(/:$/, '')}
          </h4>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the report's lines never move
          <p key={i}>{line}</p>
        ),
      )}
      <p className="pt-3 text-xs text-muted-foreground">
        {t('report.writtenBy', {
          by: report.generator === 'llm' ? t('report.model', { model: report.model }) : t('report.builtIn'),
          when: f.instant(report.generatedAt, timeZone),
        })}
      </p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-base font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value || t('profile.notAvailable')}</dd>
    </>
  );
}
