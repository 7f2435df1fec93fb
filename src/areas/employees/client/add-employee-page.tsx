import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { useTranslation } from '../../../client/lib/i18n';
import { localDate } from '../../../shared/calendar';
import type { CreateEmployeeBody } from '../contract';
import { EmployeeForm } from './employee-form';
import { useCreateEmployee } from './employees-api';
import { emptyValues } from './form-model';
import { toastUploadFailures, uploadChosen } from './upload-documents';

/** /admin/employee/create-new-employee */
export function AddEmployeePage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const create = useCreateEmployee();
  const navigate = useNavigate();
  return (
    <main className="space-y-4">
      <PageHeader title={t('overview.addEmployee')} />
      <EmployeeForm
        mode="create"
        defaultValues={emptyValues(localDate(new Date(), timeZone))}
        failureToast={t('employees.createFailed')}
        onSubmit={async (values, documents) => {
          const user = await create.mutateAsync(values as CreateEmployeeBody);
          // The employee exists now; a document that fails is reported, not a reason to undo that.
          const failures = await uploadChosen(user._id, documents);
          toast.success(t('employees.created'));
          toastUploadFailures(failures);
          navigate(`/admin/employee/${user._id}`);
        }}
      />
    </main>
  );
}
