import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { fullName } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { UpdateEmployeeBody } from '../contract';
import { EmployeeForm } from './employee-form';
import { useEmployee, useUpdateEmployee } from './employees-api';
import { valuesOf } from './form-model';
import { toastUploadFailures, uploadChosen } from './upload-documents';

/** /admin/employee/:id/edit: the same five steps, filled in. */
export function EditEmployeePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const update = useUpdateEmployee();
  const navigate = useNavigate();
  if (!ready(employee)) return queryStatus(employee);
  const user = employee.data;
  return (
    <main className="space-y-4">
      <PageHeader
        title={t('employees.editTitle')}
        description={
          <>
            <Link to={`/admin/employee/${id}`} className="underline-offset-4 hover:underline">
              {fullName(user)}
            </Link>{' '}
            · {user.employmentDetails.employeeId}
          </>
        }
      />
      <EmployeeForm
        key={user._id}
        mode="edit"
        employeeId={user._id}
        defaultValues={valuesOf(user)}
        failureToast={t('employees.updateFailed')}
        onSubmit={async (values, documents) => {
          await update.mutateAsync({
            ...(values as Omit<UpdateEmployeeBody, 'employee_id'>),
            employee_id: id,
          });
          const failures = await uploadChosen(id, documents);
          toast.success(t('employees.updated'));
          toastUploadFailures(failures);
          navigate(`/admin/employee/${id}`);
        }}
      />
    </main>
  );
}
