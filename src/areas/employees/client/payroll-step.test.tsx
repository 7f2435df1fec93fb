import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/lib/api';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
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

describe("the payroll step's identity numbers (issue 40)", () => {
  const open = async (country: 'NP' | 'XX', onSubmit = vi.fn()) => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const me = meOf('hr');
    const server = fakeServer({
      '/employee/me': { ...me, organisation: { ...me.organisation, country } },
      '/employee/getmanagers': { managers: [] },
    });
    renderAt(
      <EmployeeForm
        mode="edit"
        employeeId="someone"
        defaultValues={{ ...values, payrollInfo: { ...values.payrollInfo, bankAccount: '' } }}
        onSubmit={onSubmit}
        failureToast="failed"
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Payroll/ }));
    return server;
  };

  it("shows Nepal's PAN, SSF, citizenship number and district and NIN, and no SSN or tax id", async () => {
    await open('NP');
    expect(await screen.findByLabelText(/PAN \(Permanent Account Number\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/SSF number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Citizenship certificate number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/National identity number/)).toBeInTheDocument();
    const district = screen.getByLabelText(/Citizenship issuing district/);
    expect(district.querySelectorAll('option')).toHaveLength(78);
    expect(screen.queryByLabelText(/Social Security Number/)).toBeNull();
    expect(screen.queryByLabelText(/Tax Identification Number/)).toBeNull();
  });

  it('shows the generic SSN and tax id of the Other profile', async () => {
    await open('XX');
    expect(await screen.findByLabelText(/Social Security Number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tax Identification Number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/PAN \(Permanent Account Number\)/)).toBeNull();
  });

  it('refuses a PAN that is not nine digits beside the field, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const server = await open('NP', onSubmit);
    const pan = await screen.findByLabelText(/PAN \(Permanent Account Number\)/);
    await userEvent.type(pan, '12345');
    await userEvent.click(screen.getByRole('tab', { name: /Emergency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(pan).toHaveAttribute('aria-invalid', 'true'));
    expect(pan).toHaveAccessibleDescription(/PAN must be exactly 9 digits/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(server.callsTo('/employee/updateemployee')).toHaveLength(0);
  });
});

describe('the identity numbers the organisation requires (issue 40)', () => {
  const serve = () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const me = meOf('hr');
    return fakeServer({
      '/employee/me': { ...me, organisation: { ...me.organisation, requiredIdentity: ['pan', 'nin'] } },
      '/employee/getmanagers': { managers: [] },
    });
  };
  const pan = () => screen.findByLabelText(/PAN \(Permanent Account Number\)/);
  const nin = () => screen.getByLabelText(/National identity number/);

  it('marks them when adding someone and says each one missing beside it, sending nothing', async () => {
    serve();
    const onSubmit = vi.fn();
    renderAt(
      <EmployeeForm
        mode="create"
        defaultValues={{
          ...values,
          password: 'Str0ng-pass!',
          payrollInfo: { ...values.payrollInfo, bankAccount: '00112233445566' },
        }}
        onSubmit={onSubmit}
        failureToast="failed"
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Payroll/ }));
    await waitFor(async () => expect(await pan()).toHaveAttribute('aria-required', 'true'));
    expect(nin()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/SSF number/)).not.toHaveAttribute('aria-required');
    await userEvent.click(screen.getByRole('tab', { name: /Emergency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(await pan()).toHaveAttribute('aria-invalid', 'true'));
    expect(await pan()).toHaveAccessibleDescription(
      'PAN is required: the organisation asks every employee for it',
    );
    expect(nin()).toHaveAccessibleDescription('NIN is required: the organisation asks every employee for it');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not mark them when editing, and shows each number the server asks for beside its field', async () => {
    serve();
    const refusal = (field: string, label: string) => ({
      field: `payrollInfo.${field}`,
      message: `${label} is required: the organisation asks every employee for it`,
    });
    const onSubmit = vi.fn(async () => {
      const problems = [refusal('pan', 'PAN'), refusal('nin', 'NIN')];
      throw new ApiError(
        400,
        'Bad Request',
        problems[0]!.message,
        '',
        'identity_required',
        problems[0]!.field,
        problems,
      );
    });
    renderAt(
      <EmployeeForm
        mode="edit"
        employeeId="someone"
        defaultValues={{ ...values, payrollInfo: { ...values.payrollInfo, bankAccount: '' } }}
        onSubmit={onSubmit}
        failureToast="failed"
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Payroll/ }));
    expect(await pan()).not.toHaveAttribute('aria-required');
    await userEvent.click(screen.getByRole('tab', { name: /Emergency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => expect(await pan()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('tab', { name: /Payroll/ })).toHaveAttribute('aria-selected', 'true');
    expect(nin()).toHaveAttribute('aria-invalid', 'true');
    expect(nin()).toHaveAccessibleDescription(/NIN is required: the organisation asks every employee for it/);
  });
});
