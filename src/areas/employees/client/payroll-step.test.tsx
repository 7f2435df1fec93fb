import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { EmployeeForm } from './employee-form';
import { emptyValues } from './form-model';

const values = {
  ...emptyValues('2026-11-25'),
  firstName: 'Maya',
  lastName: 'Lama',
  contactNumber: '9841234567',
  address: 'Jhamsikhel, Lalitpur',
  email: 'maya@test.example',
  employmentDetails: {
    ...emptyValues('2026-11-25').employmentDetails,
    employeeId: 'EMP-1',
    designation: 'Data Analyst',
    department: 'Finance',
  },
  payrollInfo: { ...emptyValues('2026-11-25').payrollInfo, salary: '95000', bankAccount: '=1+1' },
  emergencyContact: { name: 'Tashi Lama', relationship: 'Brother', contactNumber: '9801112233' },
};

describe('the payroll step', () => {
  it('shows a formula in an id number refused beside the field, and sends nothing', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({ '/employee/getmanagers': { managers: [] } });
    const onSubmit = vi.fn();
    renderAt(
      <EmployeeForm
        mode="edit"
        employeeId="someone"
        defaultValues={values}
        onSubmit={onSubmit}
        failureToast="failed"
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Emergency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Payroll/ })).toHaveAttribute('aria-selected', 'true'),
    );
    const field = await screen.findByLabelText(/Bank Account/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Bank account may contain only letters A to Z and digits/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(server.callsTo('/employee/updateemployee')).toHaveLength(0);
  });
});
