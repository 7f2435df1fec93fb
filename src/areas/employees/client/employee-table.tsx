import { Eye, FileBarChart, Pencil, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { IconButton } from '../../../client/components/ui/icon-button';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { ListedEmployee } from '../contract';
import { StatusBadge } from './status-badge';

/**
 * On a phone the table keeps what matters to act (Name, Status, Actions) and drops the rest by priority: Email
 * and Designation from the tablet width, Contact and Salary from the desktop width.
 */
const columns = [
  { key: 'name', only: '' },
  { key: 'email', only: 'hidden md:table-cell' },
  { key: 'designation', only: 'hidden md:table-cell' },
  { key: 'contact', only: 'hidden lg:table-cell' },
  { key: 'salary', only: 'hidden lg:table-cell' },
  { key: 'status', only: '' },
] as const;
const only = (key: (typeof columns)[number]['key']) => columns.find((c) => c.key === key)!.only;

/** The employee list's table: Name, Email, Designation, Contact, Salary, Status, Actions (spec §2). */
export function EmployeeTable({
  employees,
  onTerminate,
  onReport,
}: {
  employees: ListedEmployee[];
  onTerminate: (e: ListedEmployee) => void;
  onReport: (e: ListedEmployee) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const currency = useMe().data?.organisation.currency ?? '';
  const orgName = useOrgName();
  if (!employees.length)
    return <Card className="p-6 text-center text-sm text-muted-foreground">{t('employees.noneFound')}</Card>;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm lg:min-w-[56rem]">
        <thead className="border-b border-border bg-muted/50 text-left">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-2 py-3 sm:px-3 font-semibold ${c.only}`}>
                {t(`employees.column.${c.key}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-3 sm:px-3 text-right font-semibold">
              {t('employees.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {employees.map((e) => {
            const name = `${e.firstName} ${e.lastName}`;
            return (
              <tr key={e._id} className="hover:bg-muted/40">
                <td className="px-2 py-3 sm:px-3">
                  <span className="font-medium sm:whitespace-nowrap">{name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {e.employmentDetails.employeeId}
                  </span>
                </td>
                <td className={`px-2 py-3 sm:px-3 ${only('email')}`}>
                  <EmailCell email={e.email} />
                </td>
                <td className={`px-2 py-3 sm:px-3 ${only('designation')}`}>
                  {orgName('designation', e.employmentDetails.designation) || '—'}
                </td>
                <td className={`px-2 py-3 sm:px-3 whitespace-nowrap ${only('contact')}`}>
                  {e.contactNumber || '—'}
                </td>
                <td className={`px-2 py-3 sm:px-3 whitespace-nowrap ${only('salary')}`}>
                  {f.money(e.payrollInfo.salary, currency)}
                </td>
                <td className="px-2 py-3 sm:px-3">
                  <StatusBadge person={e} />
                </td>
                <td className="px-2 py-3 sm:px-3">
                  <div className="grid grid-cols-2 justify-end gap-1 sm:flex">
                    <Button asChild variant="ghost" size="icon" className="h-8 w-8">
                      <Link
                        to={`/admin/employee/${e._id}`}
                        aria-label={t('documents.viewNamed', { name })}
                        title={t('documents.view')}
                      >
                        <Eye className="h-4 w-4" aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="icon" className="h-8 w-8">
                      <Link
                        to={`/admin/employee/${e._id}/edit`}
                        aria-label={t('employees.editNamed', { name })}
                        title={t('employees.edit')}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Link>
                    </Button>
                    <IconButton
                      icon={UserX}
                      className="h-8 w-8 text-destructive"
                      onClick={() => onTerminate(e)}
                      disabled={e.status === 'Terminated'}
                      label={t('employees.terminateNamed', { name })}
                      title={t('employees.terminate')}
                    />
                    <IconButton
                      icon={FileBarChart}
                      className="h-8 w-8"
                      onClick={() => onReport(e)}
                      label={t('employees.reportFor', { name })}
                      title={t('employees.generateReport')}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** Long addresses wrap after the @ rather than mid-word. */
function EmailCell({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
