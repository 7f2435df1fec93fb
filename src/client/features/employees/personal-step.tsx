import { genders } from '../../../shared/enums';
import { SelectField, TextField } from './form-fields';
import { PasswordField } from './password-field';

const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};
const contactHint = 'Exactly 10 digits.';

export function PersonalStep({ editing }: { editing: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField name="firstName" label="First Name" required autoComplete="off" />
      <TextField name="middleName" label="Middle Name" autoComplete="off" />
      <TextField name="lastName" label="Last Name" required autoComplete="off" />
      <TextField name="dateofBirth" label="Date of Birth" type="date" />
      <SelectField
        name="gender"
        label="Gender"
        placeholder="Select gender"
        options={genders.map((g) => ({ value: g, label: genderLabels[g] }))}
      />
      <TextField
        name="contactNumber"
        label="Contact Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={contactHint}
      />
      <TextField name="email" label="Email" required type="email" autoComplete="off" />
      <PasswordField
        required={!editing}
        hint={
          editing
            ? 'Leave blank to keep the current password. A new one signs the employee out everywhere.'
            : 'At least 8 characters. The employee signs in with it.'
        }
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <TextField name="address" label="Address" required autoComplete="off" />
      </div>
    </div>
  );
}
