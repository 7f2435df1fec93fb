import { Eye, FileBarChart, Pencil, UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedEmployee } from '../../../shared/employees';
import { useMe } from '../../components/layout/use-me';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatMoney } from '../../lib/format';
import { StatusBadge } from './status-badge';

/**
 * On a phone the table keeps what matters to act (Name, Status, Actions) and drops the rest by priority: Email
 * and Designation from the tablet width, Contact and Salary from the desktop width.
 */
const columns = [
  { label: 'Name', only: '' },
  { label: 'Email', only: 'hidden md:table-cell' },
  { label: 'Designation', only: 'hidden md:table-cell' },
  { label: 'Contact', only: 'hidden lg:table-cell' },
  { label: 'Salary', only: 'hidden lg:table-cell' },
  { label: 'Status', only: '' },
] as const;
const only = (label: (typeof columns)[number]['label']) => columns.find((c) => c.label === label)!.only;

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
  const currency = useMe().data?.organisation.currency ?? '';
  if (!employees.length)
    return <Card className="p-6 text-center text-sm text-muted-foreground">No employees found.</Card>;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm lg:min-w-[56rem]">
        <thead className="border-b border-border bg-muted/50 text-left">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`px-2 py-3 sm:px-3 font-semibold ${c.only}`}>
                {c.label}
              </th>
            ))}
            <th scope="col" className="px-2 py-3 sm:px-3 text-right font-semibold">
              Actions
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
                <td className={`px-2 py-3 sm:px-3 ${only('Email')}`}>
                  <EmailCell email={e.email} />
                </td>
                <td className={`px-2 py-3 sm:px-3 ${only('Designation')}`}>
                  {e.employmentDetails.designation || '—'}
                </td>
                <td className={`px-2 py-3 sm:px-3 whitespace-nowrap ${only('Contact')}`}>
                  {e.contactNumber || '—'}
                </td>
                <td className={`px-2 py-3 sm:px-3 whitespace-nowrap ${only('Salary')}`}>
                  {formatMoney(e.payrollInfo.salary, currency)}
                </td>
                <td className="px-2 py-3 sm:px-3">
                  <StatusBadge status={e.status} />
                </td>
                <td className="px-2 py-3 sm:px-3">
                  <div className="grid grid-cols-2 justify-end gap-1 sm:flex">
                    <Button asChild variant="ghost" size="icon" className="h-8 w-8">
                      <Link to={`/admin/employee/${e._id}`} aria-label={`View ${name}`} title="View">
                        <Eye className="h-4 w-4" aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild variant="ghost" size="icon" className="h-8 w-8">
                      <Link to={`/admin/employee/${e._id}/edit`} aria-label={`Edit ${name}`} title="Edit">
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8 text-destructive"
                      onClick={() => onTerminate(e)}
                      disabled={e.status === 'Terminated'}
                      aria-label={`Terminate ${name}`}
                      title="Terminate"
                    >
                      <UserX className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      onClick={() => onReport(e)}
                      aria-label={`Generate report for ${name}`}
                      title="Generate report"
                    >
                      <FileBarChart className="h-4 w-4" aria-hidden />
                    </Button>
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
