import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { EmploymentStep } from './employment-step';
import { emptyValues } from './form-model';

const managerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { ...emptyValues('2026-11-25'), managerId } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the employment step of the edit form', () => {
  it('shows who the person reports to once the managers have loaded', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
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
});
