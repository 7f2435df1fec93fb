import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { orgChoicesOf } from '../../../client/test/replies';
import { EmploymentStep } from './employment-step';
import { emptyValues } from './form-model';

const managerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const choices = orgChoicesOf({
  department: ['Finance', 'Human Resources'],
  designation: ['Accountant'],
  position: ['Officer', 'Assistant'],
  branch: ['Kathmandu', 'Pokhara'],
  employment_type: ['full-time', 'contract'],
});

function Form({ children, department = '' }: { children: ReactNode; department?: string }) {
  const values = emptyValues('2026-11-25');
  const form = useForm({
    defaultValues: { ...values, managerId, employmentDetails: { ...values.employmentDetails, department } },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the employment step of the edit form', () => {
  it('shows who the person reports to once the managers have loaded', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/getorgchoices': choices,
      '/employee/getmanagers': () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({ managers: [{ _id: managerId, name: 'Rajesh Shrestha', designation: 'Manager' }] }),
            20,
          ),
        ),
    });
    renderAt(
      <Form>
        <EmploymentStep employeeId="someone-else" />
      </Form>,
    );
    const select = screen.getByLabelText(/Reports to/) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Rajesh Shrestha (Manager)'));
  });

  it('offers the organisation’s lists, and keeps a retired value the person has', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({ '/employee/getorgchoices': choices, '/employee/getmanagers': { managers: [] } });
    renderAt(
      <Form department="Typing pool">
        <EmploymentStep employeeId="someone" />
      </Form>,
    );
    const department = screen.getByLabelText(/Department/) as HTMLSelectElement;
    await waitFor(() =>
      expect([...department.options].map((o) => o.textContent)).toEqual([
        'Select department',
        'Finance',
        'Human Resources',
        'Typing pool',
      ]),
    );
    expect(department.value).toBe('Typing pool');
    const employmentType = screen.getByLabelText(/Employment Type/) as HTMLSelectElement;
    // A value the product seeded reads in the person's language; hr's own as written.
    expect([...employmentType.options].map((o) => o.textContent)).toEqual([
      'Select employment type',
      'Full-time',
      'Contract',
    ]);
    const branch = screen.getByLabelText(/Branch/) as HTMLSelectElement;
    expect([...branch.options].map((o) => o.value)).toEqual(['', 'Kathmandu', 'Pokhara']);
  });
});
