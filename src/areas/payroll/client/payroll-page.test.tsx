/**
 * The payroll calculator (issue 41): the figures are the server's what-if of the run's own engine for the person and
 * salary asked, never a rule of the page's own (the flat 10 % tax and 7.5 % SSF are gone).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import type { WhatIfReply } from '../contract';
import { PayrollPage } from './payroll-page';

const anita = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Anita',
  lastName: 'Gurung',
  email: 'anita@example.com',
  contactNumber: '',
  status: 'Active' as const,
  role: 'employee' as const,
  employmentDetails: {
    designation: 'Accountant',
    employeeId: 'EMP-7',
    department: 'Finance',
    dateOfJoining: '2020-01-01',
  },
  payrollInfo: { salary: 120_000 },
};
/** What the engine answers for a basic: gross = basic, 11 % to the fund, a tenth as tax. */
const monthOf = (basic: number): WhatIfReply => {
  const fund = Math.round(basic * 0.11);
  const tax = Math.round((basic - fund) / 10);
  return {
    period: '2026-11',
    calendar: 'gregorian',
    fiscal_year: '2026/27',
    line: {
      employee_id: anita._id,
      employee_code: 'EMP-7',
      name: 'Anita Gurung',
      department: 'Finance',
      basic,
      gross: basic,
      taxable: basic - fund,
      tax,
      employee_contributions: fund,
      employer_contributions: 0,
      total_deductions: fund + tax,
      net: basic - fund - tax,
      unpaid_leave_days: 0,
      absent_days: 0,
      inputs_set: false,
      details: {
        earnings: [{ name: 'Basic', amount: basic, source: { basic: true } }],
        deductions: [],
        contributions: [{ name: 'Social Security Fund', amount: fund, employer: 0, source: {} }],
        tax_source: {
          from: 'tax',
          assessable: basic * 12,
          retirementAllowed: fund * 12,
          taxableIncome: (basic - fund) * 12,
          socialSecurityWaived: 0,
          rebate: 0,
          annualTax: tax * 12,
          withheldSoFar: 0,
          monthsRemaining: 12,
        },
        days_in_month: 30,
        paid_days: 30,
        structure_from: '2026-01-01',
      },
    },
  };
};

/** What the page reads besides the what-if: the settings, no runs, and Anita found by the search. */
const page = {
  '/employee/getsettings': settingsOf({ currency: 'NPR' }),
  '/employee/getpayrollruns': { runs: [] },
  '/employee/getbanktemplates': { templates: [] },
  '/employee/searchemployees': {
    employees: [anita],
    total: 1,
    totalCapped: false,
    page: 1,
    pageSize: 20,
    designations: [],
  },
};

describe('the payroll calculator', () => {
  it("shows the run engine's month for the person and salary asked, and hides it once the salary changes", async () => {
    const server = fakeServer({
      ...page,
      '/employee/payrollwhatif': (body) => monthOf((body as { basic: number }).basic),
    });
    renderAt(<PayrollPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select an employee and enter their salary.',
    );
    // No percentage of the page's own is offered.
    expect(screen.queryByLabelText(/Tax \(%\)|Social Security Fund \(%\)/)).toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Employee' }), 'Anita');
    await user.click(await screen.findByRole('option', { name: /Anita Gurung/ }));
    expect(screen.getByLabelText('Monthly basic salary (NPR)')).toHaveValue('120000');
    expect(screen.getByLabelText('Monthly basic salary (NPR)')).toHaveAttribute('inputmode', 'decimal');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('November 2026, fiscal year 2026/27')).toBeInTheDocument();
    expect(server.callsTo('/employee/payrollwhatif').at(-1)?.body).toEqual({
      employee_id: anita._id,
      basic: 12_000_000,
    });
    const net = screen.getByText('Net pay').closest('div')!;
    // 120,000 − 13,200 to the fund − 10,680 tax.
    expect(net).toHaveTextContent('NPR 96,120.00');
    expect(screen.getByText('How this month’s income tax was worked out')).toBeInTheDocument();

    // Another salary: the old figures go until asked again, then the engine's for 150,000.
    const salary = screen.getByLabelText('Monthly basic salary (NPR)');
    await user.clear(salary);
    await user.type(salary, '150,000');
    expect(screen.queryByText('Net pay')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const after = (await screen.findByText('Net pay')).closest('div')!;
    // 150,000 − 16,500 − 13,350.
    expect(within(after).getByText('NPR 120,150.00')).toBeInTheDocument();
  });

  it("says the engine's refusal, such as a fiscal year hr has not confirmed", async () => {
    fakeServer({
      ...page,
      '/employee/payrollwhatif': Response.json(
        { message: 'unconfirmed', code: 'payroll_tax_year_unconfirmed', params: { year: '2082/83' } },
        { status: 409 },
      ),
    });
    renderAt(<PayrollPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Employee' }), 'Anita');
    await user.click(await screen.findByRole('option', { name: /Anita Gurung/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2082/83');
  });
});

describe('the employee picker', () => {
  it('says when someone found is still to join, as the employee list does', async () => {
    const joiner = {
      ...anita,
      _id: '00000000-0000-4000-8000-0000000000a2',
      firstName: 'Bikash',
      employmentDetails: { ...anita.employmentDetails, dateOfJoining: '2999-01-05' },
    };
    fakeServer({
      ...page,
      '/employee/searchemployees': {
        ...page['/employee/searchemployees'],
        employees: [anita, joiner],
        total: 2,
      },
    });
    renderAt(<PayrollPage />);
    await userEvent.setup().type(await screen.findByRole('combobox', { name: 'Employee' }), 'Gurung');
    expect(
      await screen.findByRole('option', { name: /Bikash Gurung \(Joins Jan 5, 2999\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Anita Gurung/ })).not.toHaveTextContent('Joins');
  });
});
