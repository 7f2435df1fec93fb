import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { PayslipsReply } from '../../payroll/contract';
import { PayslipsSection } from './payslips-section';

const employeeId = '00000000-0000-4000-8000-0000000000e1';
/** A payslip is the person's line of a published run, whole. */
const july: PayslipsReply['payslips'][number] = {
  run_id: '00000000-0000-4000-8000-000000000001',
  period: '2026-07',
  calendar: 'gregorian',
  published_at: '2026-08-02T00:00:00.000Z',
  fiscal_year: '2026/27',
  person: { designation: null, pan: null, ssf_number: null },
  employee_id: employeeId,
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
  unpaid_leave_days: 0,
  absent_days: 0,
  inputs_set: false,
  details: {
    earnings: [],
    deductions: [],
    contributions: [],
    tax_source: {},
    days_in_month: 31,
    paid_days: 31,
    structure_from: null,
  },
};

describe('Profile → Payroll: payslips', () => {
  it('lists published payslips with their figures and a PDF each', async () => {
    saveSession({ token: 't', userId: employeeId }, false);
    const server = fakeServer({ '/employee/getpayslips': { payslips: [july] } });
    renderAt(<PayslipsSection employeeId={employeeId} currency="NPR" />);
    expect(await screen.findByText('July 2026')).toBeInTheDocument();
    expect(screen.getByText('NPR 60,277.41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the payslip for July 2026' })).toBeInTheDocument();
    expect(server.callsTo('/employee/getpayslips')[0]?.body).toEqual({ employee_id: employeeId });
  });

  it('opens one in detail: her designation, PAN, SSF number, the fiscal year, and why the tax is what it is', async () => {
    saveSession({ token: 't', userId: employeeId }, false);
    // Shrawan, the first month of 2082/83: NPR 68,000 a month, an SSF contributor, so the first band's 1 % is not
    // charged: 816,000 a year, tax 0 + 10 % of 200,000 + 20 % of 116,000 = 43,200, a twelfth of it this month.
    const shrawan: typeof july = {
      ...july,
      period: '2082-04',
      calendar: 'bs',
      fiscal_year: '2082/83',
      person: { designation: 'Accountant', pan: '123456789', ssf_number: '7700112233' },
      tax: 360_000,
      details: {
        ...july.details,
        tax_source: {
          from: 'tax',
          assessable: 81_600_000,
          retirementContributed: 0,
          retirementAllowed: 0,
          taxableIncome: 81_600_000,
          socialSecurityWaived: 500_000,
          rebate: 0,
          annualTax: 4_320_000,
          withheldSoFar: 0,
          monthsRemaining: 12,
          oneOff: 0,
        },
      },
    };
    fakeServer({ '/employee/getpayslips': { payslips: [shrawan] } });
    renderAt(<PayslipsSection employeeId={employeeId} currency="NPR" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of the payslip for Shrawan 2082' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Details of the payslip for Shrawan 2082' });
    const row = (label: string | RegExp) => within(dialog).getByText(label).parentElement;
    expect(row('Fiscal year')).toHaveTextContent('2082/83');
    expect(row('Designation')).toHaveTextContent('Accountant');
    expect(row('PAN')).toHaveTextContent('123456789');
    expect(row('SSF number')).toHaveTextContent('7700112233');
    expect(row(/^The year’s income.*12 months left/)).toHaveTextContent('NPR 816,000.00');
    expect(row('Social security tax not charged (an SSF contributor)')).toHaveTextContent('NPR -5,000.00');
    expect(row('Tax for the year')).toHaveTextContent('NPR 43,200.00');
    expect(row('This month’s tax')).toHaveTextContent('NPR 3,600.00');
    // No retirement fund, no women's rebate: those rows are left out rather than shown as nothing.
    expect(within(dialog).queryByText('Women’s rebate')).toBeNull();
    expect(within(dialog).queryByText('Retirement contributions allowed off it')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is none yet', async () => {
    saveSession({ token: 't', userId: employeeId }, false);
    fakeServer({ '/employee/getpayslips': { payslips: [] } });
    renderAt(<PayslipsSection employeeId={employeeId} currency="NPR" />);
    expect(await screen.findByText(/No payslips yet/)).toBeInTheDocument();
  });
});
