import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import type { ImportView } from '../schemas';
import { PlanStep } from './plan-step';

const view: ImportView = {
  id: '5f0c2a9e-7d1b-4c1e-9a55-0e7c5b7d1a11',
  kind: 'employees',
  fileName: 'staff.csv',
  headers: ['Employee ID', 'Department'],
  sample: [],
  rowCount: 2,
  mapping: { employeeId: 0, department: 1 },
  options: { dateFormat: 'iso', update: false, allOrNothing: false, createMissing: false },
  status: 'uploaded',
  planned: 0,
  done: 0,
  result: null,
  errors: [],
  awaitingLinks: 0,
  failure: null,
};

describe('the import’s mapping step and the organisation’s lists', () => {
  it('sends "create missing list values" when ticked and lists what the dry run will create', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/previewimport': {
        data: {
          total: 2,
          created: 2,
          updated: 0,
          failed: 0,
          errors: [],
          willCreate: [{ kind: 'department', name: 'Research & Development' }],
        },
      },
    });
    renderAt(<PlanStep view={view} />);
    fireEvent.click(screen.getByLabelText(/Create missing list values/));
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(screen.getByText('Will create')).toBeInTheDocument());
    expect(screen.getByText('Department: Research & Development')).toBeInTheDocument();
    expect(server.callsTo('/employee/previewimport')[0]?.body).toMatchObject({
      options: { createMissing: true },
    });
  });

  it('says "nothing to import" when "Import nothing" is chosen and some rows have errors (issue 44, item 11)', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/previewimport': {
        data: {
          total: 28,
          created: 27,
          updated: 0,
          failed: 1,
          errors: [
            {
              row: 3,
              field: 'email',
              code: 'field_required',
              params: { field: 'Email' },
              message: 'Email is required',
            },
          ],
          willCreate: [],
        },
      },
    });
    renderAt(<PlanStep view={view} />);
    fireEvent.click(screen.getByLabelText('Import nothing'));
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const start = await screen.findByRole('button', {
      name: 'Nothing to import: fix the rows with errors first',
    });
    expect(start).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Import 27 rows/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rows with errors' })).toHaveAttribute('tabindex', '0');
  });

  it('shows each row problem with its person and refused value, and a sample under each column chosen (issue 44, item 11)', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/previewimport': {
        data: {
          total: 1,
          created: 0,
          updated: 0,
          failed: 1,
          errors: [
            {
              row: 2,
              field: 'department',
              code: 'org_value_unknown',
              params: { kind: 'department', name: 'Reserch' },
              message: "Department 'Reserch' is not in the organisation's list",
              person: 'Manisha Gurung',
              value: 'Reserch',
            },
          ],
          willCreate: [],
        },
      },
    });
    renderAt(
      <PlanStep
        view={{
          ...view,
          sample: [
            ['', 'Finance'],
            ['EMP-7', 'Sales'],
          ],
        }}
      />,
    );
    expect(screen.getByText('In the file: EMP-7')).toBeInTheDocument();
    expect(screen.getByText('In the file: Finance')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('region', { name: 'Rows with errors' });
    expect(table).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'Person' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Manisha Gurung' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Reserch' })).toBeInTheDocument();
  });

  it('asks no date format of opening balances, a file without dates (issue 44, item 11)', () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({});
    const balances: ImportView = {
      ...view,
      kind: 'balances',
      headers: ['Employee ID', 'Leave type', 'Days'],
      mapping: { employeeId: 0, leaveType: 1, days: 2 },
    };
    renderAt(<PlanStep view={balances} />);
    expect(screen.getByLabelText(/Leave type/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Dates are written as')).not.toBeInTheDocument();
  });

  it('marks the identity numbers the organisation requires as required columns (issue 40)', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const me = meOf('hr');
    fakeServer({
      '/employee/me': { ...me, organisation: { ...me.organisation, requiredIdentity: ['pan'] } },
    });
    renderAt(<PlanStep view={view} />);
    await waitFor(() => expect(screen.getByLabelText(/^PAN/)).toHaveAttribute('aria-required', 'true'));
    expect(screen.getByLabelText(/^NIN/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^Employee ID/)).toHaveAttribute('aria-required', 'true');
  });
});
