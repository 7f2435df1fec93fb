import { TextField } from './form-fields';

export function EmergencyStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField name="emergencyContact.name" label="Emergency Contact Name" required autoComplete="off" />
      <TextField name="emergencyContact.relationship" label="Relationship" required autoComplete="off" />
      <TextField
        name="emergencyContact.contactNumber"
        label="Emergency Contact Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="Exactly 10 digits."
      />
    </div>
  );
}
