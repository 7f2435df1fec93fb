import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeServer, renderAt } from '../../test/render';
import { RunsCard } from './runs-card';

const totals = {
  people: 1,
  gross: 6_800_000,
  deductions: 772_259,
  tax: 114_194,
  net: 6_027_741,
  employer_contributions: 0,
};
const run = {
  _id: '00000000-0000-4000-8000-000000000001',
  period: '2026-07',
  calendar: 'gregorian',
  first_day: '2026-07-01',
  last_day: '2026-07-31',
  fiscal_year: 2026,
  status: 'draft',
  calculated_at: '2026-08-01T00:00:00.000Z',
  locked_at: null,
  published_at: null,
  totals,
};
const line = {
  employee_id: 'e1',
  employee_code: 'EMP-001',
  name: 'Sita Sharma',
  department: 'Finance',
  basic: 6_000_000,
  gross: 6_800_000,
  taxable: 6_141_935,
  tax: 114_194,
  employee_contributions: 0,
  employer_contributions: 0,
  total_deductions: 772_259,
  net: 6_027_741,
  unpaid_leave_days: 2,
  absent_days: 1,
  inputs_set: false,
  details: {
    earnings: [],
    deductions: [],
    contributions: [],
    tax_source: {},
    days_in_month: 31,
    paid_days: 28,
    structure_from: null,
  },
};

describe('Payroll runs (hr)', () => {
  it('lists runs, opens one as a table, and locks it after asking', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getpayrollruns': { runs: [run] },
      '/employee/getpayrollrun': { ...run, lines: [line] },
      '/employee/lockpayrollrun': {
        ...run,
        status: 'locked',
        locked_at: '2026-08-02T00:00:00.000Z',
        lines: [line],
      },
    });
    renderAt(<RunsCard currency="NPR" />);
    expect(await screen.findByText('July 2026')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const row = (await screen.findByText('Sita Sharma')).closest('tr')!;
    expect(within(row).getByText('NPR 60,277.41')).toBeInTheDocument();
    expect(within(row).getByText('NPR 1,141.94')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lock this payroll run?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(server.callsTo('/employee/lockpayrollrun')).toHaveLength(1));
    expect(server.callsTo('/employee/lockpayrollrun')[0]?.body).toEqual({ _id: run._id });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it("fixes a person's days by hand in a draft run", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getpayrollruns': { runs: [run] },
      '/employee/getpayrollrun': { ...run, lines: [line] },
      '/employee/setrunlineinputs': {
        ...run,
        lines: [{ ...line, unpaid_leave_days: 1, absent_days: 0, inputs_set: true }],
      },
    });
    renderAt(<RunsCard currency="NPR" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fix the inputs of Sita Sharma' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Unpaid leave days'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Absent days'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save days' }));
    await waitFor(() => expect(server.callsTo('/employee/setrunlineinputs')).toHaveLength(1));
    expect(server.callsTo('/employee/setrunlineinputs')[0]?.body).toEqual({
      _id: run._id,
      employee_id: 'e1',
      unpaid_leave_days: 1,
      absent_days: 0,
    });
    expect(await screen.findByText('(set by hand)', { exact: false })).toBeInTheDocument();
  });
});
