/**
 * /admin/employee/:id: an employee's full profile as hr sees it (the profile screen, for someone else), with the
 * edit and password-reset actions. Composes the employees feature (who) with the profile feature (how it is shown).
 */
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ResetTwoStepButton } from '../../areas/account/client/reset-two-step-button';
import { useEmployee } from '../../areas/employees/client/employees-api';
import { Profile } from '../../areas/employees/client/profile-page';
import { SendResetButton } from '../../areas/employees/client/send-reset-button';
import { EmployeeLeaveCard } from '../../areas/leave/client/employee-leave-card';
import { useMe } from '../components/layout/use-me';
import { Button } from '../components/ui/button';
import { queryStatus } from '../components/ui/status';
import { useTranslation } from '../lib/i18n';

export function EmployeeProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const currency = useMe().data?.organisation.currency ?? '';
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" className="no-print px-2">
        <Link to="/admin/employee/view-all-employee">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('employees.all')}
        </Link>
      </Button>
      {queryStatus(employee)}
      {employee.data && (
        <Profile
          user={employee.data}
          currency={currency}
          actions={
            <>
              <Button asChild variant="outline">
                <Link to={`/admin/employee/${id}/edit`}>
                  <Pencil className="h-4 w-4" aria-hidden /> {t('employees.edit')}
                </Link>
              </Button>
              <SendResetButton
                employeeId={id}
                email={employee.data.email}
                disabled={employee.data.status === 'Terminated'}
              />
              <ResetTwoStepButton
                employeeId={id}
                name={`${employee.data.firstName} ${employee.data.lastName}`}
              />
            </>
          }
        />
      )}
      {employee.data && (
        <EmployeeLeaveCard employeeId={id} name={`${employee.data.firstName} ${employee.data.lastName}`} />
      )}
    </div>
  );
}
