/**
 * The Employee Report modal (spec §2): personal info, employment details and the AI Analysis, with Print Report
 * and Close. The analysis shows bold markers stripped and summary lines as sub-headings, and says who wrote it;
 * a failed report can be retried.
 */
import './report.css';
import { Printer, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { isSummaryHeading, plainReportLine, type ReportReply } from '../../../shared/report';
import { useMe, useTimeZone } from '../../components/layout/use-me';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { ErrorMessage, Loading, queryStatus } from '../../components/ui/status';
import { capitalise, formatInstant, formatMoney, fullName } from '../../lib/format';
import { useEmployee, useEmployeeReport } from './employees-api';

export function ReportDialog({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  return (
    <Dialog open={employeeId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Employee Report"
        className="employee-report max-h-[90vh] max-w-3xl overflow-y-auto"
      >
        {employeeId && <ReportBody employeeId={employeeId} />}
      </DialogContent>
    </Dialog>
  );
}

function ReportBody({ employeeId }: { employeeId: string }) {
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
          <Section title="Personal Information">
            <Item label="Name" value={fullName(user)} />
            <Item label="Email" value={user.email} />
            <Item label="Contact" value={user.contactNumber} />
            <Item label="Gender" value={capitalise(user.gender.replaceAll('-', ' '))} />
            <Item label="Date of Birth" value={user.dateofBirth} />
            <Item label="Address" value={user.address} />
          </Section>
          <Section title="Employment Details">
            <Item label="Employee ID" value={user.employmentDetails.employeeId} />
            <Item label="Designation" value={user.employmentDetails.designation} />
            <Item label="Department" value={user.employmentDetails.department} />
            <Item label="Position" value={user.employmentDetails.position} />
            <Item label="Joined" value={user.employmentDetails.dateOfJoining} />
            <Item label="Salary" value={formatMoney(user.payrollInfo.salary, currency)} />
            <Item label="Status" value={user.status} />
          </Section>
        </div>
      )}
      <section aria-labelledby="ai-analysis" className="rounded-lg border border-border bg-muted/40 p-4">
        <h3 id="ai-analysis" className="text-base font-semibold">
          AI Analysis
        </h3>
        {report.isPending && <Loading label="Generating report..." />}
        {report.isError && (
          <div className="flex flex-wrap items-center gap-3">
            <ErrorMessage message={report.error.message} />
            <Button variant="outline" size="sm" className="no-print" onClick={() => mutate(employeeId)}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Try again
            </Button>
          </div>
        )}
        {report.data && <Analysis report={report.data} />}
      </section>
      <div className="no-print flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button onClick={() => window.print()} disabled={!report.data}>
          <Printer className="h-4 w-4" aria-hidden /> Print Report
        </Button>
      </div>
    </div>
  );
}

function Analysis({ report }: { report: ReportReply }) {
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
        Written by{' '}
        {report.generator === 'llm' ? `the language model ${report.model}` : 'the built-in analyser'} on{' '}
        {formatInstant(report.generatedAt, timeZone)}.
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
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value || 'Not Available'}</dd>
    </>
  );
}
