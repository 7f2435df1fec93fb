import { format } from 'date-fns';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { type CreateEmployeeBody, employeeMessages } from '../../../shared/employees';
import { PageHeader } from '../../components/layout/page-header';
import { EmployeeForm } from './employee-form';
import { useCreateEmployee } from './employees-api';
import { emptyValues } from './form-model';
import { toastUploadFailures, uploadChosen } from './upload-documents';

/** /admin/employee/create-new-employee */
export function AddEmployeePage() {
  const create = useCreateEmployee();
  const navigate = useNavigate();
  return (
    <main className="space-y-4">
      <PageHeader title="Add Employee" />
      <EmployeeForm
        mode="create"
        defaultValues={emptyValues(format(new Date(), 'yyyy-MM-dd'))}
        failureToast={employeeMessages.createFailed}
        onSubmit={async (values, documents) => {
          const user = await create.mutateAsync(values as CreateEmployeeBody);
          // The employee exists now; a document that fails is reported, not a reason to undo that.
          const failures = await uploadChosen(user._id, documents);
          toast.success(employeeMessages.created);
          toastUploadFailures(failures);
          navigate(`/admin/employee/${user._id}`);
        }}
      />
    </main>
  );
}
