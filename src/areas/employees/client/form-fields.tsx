/** The form kit's fields, typed to the employee form (a misspelt field name does not compile). */
import { fieldsFor } from '../../../client/components/ui/form';
import type { EmployeeFormValues } from './form-model';

export const { TextField, SelectField, DateField } = fieldsFor<EmployeeFormValues>();
