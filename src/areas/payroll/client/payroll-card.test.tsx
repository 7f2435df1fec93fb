import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import type { PayrollSetupReply } from '../contract';
import { PayrollCard } from './payroll-card';

const noReliefs = {
  life_insurance_cap: 0,
  health_insurance_cap: 0,
  medical_credit_bp: 0,
  medical_credit_cap: 0,
  remote_area_allowances: {},
};
const setup: PayrollSetupReply = {
  days_mode: 'calendar',
  fiscal_start_month: 4,
  unpaid_leave_types: ['Unpaid'],
  tax_tables: [
    {
      fiscal_year: 2082,
      variant: 'single',
      brackets: [
        { up_to: 50_000_000, rate_bp: 100 },
        { up_to: null, rate_bp: 1_000 },
      ],
    },
  ],
  tax_years: [
    {
      fiscal_year: 2082,
      social_security_band: false,
      employer_retirement_income: false,
      retirement_cap: null,
      retirement_share_divisor: null,
      women_rebate_bp: 0,
      ...noReliefs,
      source: null,
      confirmed_at: '2026-07-01T00:00:00.000Z',
      confirmed_by: 'Hari Sharma',
    },
  ],
  packs: [],
  schemes: [
    {
      _id: '00000000-0000-4000-8000-000000000051',
      name: 'SSF',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      tax_deductible: true,
      social_security_fund: true,
      parts: [],
      active: true,
    },
  ],
};

describe('Settings → Payroll', () => {
  it('says the brackets are hr’s to confirm, and saves them as paisa and basis points', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({ '/employee/getpayrollsetup': setup, '/employee/settaxtable': setup });
    renderAt(<PayrollCard />);
    expect(await screen.findByText(/confirm every figure for your jurisdiction/)).toBeInTheDocument();
    expect(await screen.findByText(/^SSF/)).toHaveTextContent('SSF: employee 11%, employer 20% of basic');
    // The fiscal year from Shrawan is named as Nepal names it (NEPAL.md, Fiscal year: "2082/83").
    expect(screen.getByText(/^2082\/83 · /)).toBeInTheDocument();
    // A confirmed year says by whom; no button asks again.
    expect(screen.getByText(/^Confirmed by Hari Sharma on Jul 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm / })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    const limits = screen.getAllByLabelText('Annual income up to');
    expect(limits[0]).toHaveValue('500000');
    fireEvent.change(screen.getAllByLabelText('Rate (%)')[1]!, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save brackets' }));
    await waitFor(() => expect(server.callsTo('/employee/settaxtable')).toHaveLength(1));
    expect(server.callsTo('/employee/settaxtable')[0]?.body).toEqual({
      fiscal_year: 2082,
      variant: 'single',
      brackets: [
        { up_to: 50_000_000, rate_bp: 100 },
        { up_to: null, rate_bp: 1_250 },
      ],
    });
  });

  it('asks each fiscal year as one box, and a bracket’s limit in a money box like the reliefs’', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({ '/employee/getpayrollsetup': setup, '/employee/settaxtable': setup });
    renderAt(<PayrollCard />);
    const years = await screen.findAllByLabelText('Fiscal year (the year it starts in)');
    // The brackets' year and the reliefs' year: the same box, the keypad for digits, nothing the browser fills in.
    expect(years).toHaveLength(2);
    for (const year of years) {
      expect(year).toHaveAttribute('inputmode', 'numeric');
      expect(year).toHaveAttribute('autocomplete', 'off');
    }
    const limit = screen.getAllByLabelText('Annual income up to')[0]!;
    const reliefCap = screen.getByLabelText('Life insurance premiums at most (a year)');
    for (const box of [limit, reliefCap]) {
      expect(box).toHaveAttribute('inputmode', 'decimal');
      expect(box).toHaveAttribute('autocomplete', 'off');
    }
    fireEvent.change(years[1]!, { target: { value: '2083' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add bracket' }));
    fireEvent.change(screen.getAllByLabelText('Annual income up to')[0]!, {
      target: { value: '5,00,000.50' },
    });
    fireEvent.change(screen.getAllByLabelText('Rate (%)')[0]!, { target: { value: '1' } });
    fireEvent.change(screen.getAllByLabelText('Rate (%)')[1]!, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save brackets' }));
    await waitFor(() => expect(server.callsTo('/employee/settaxtable')).toHaveLength(1));
    expect(server.callsTo('/employee/settaxtable')[0]?.body).toEqual({
      fiscal_year: 2083,
      variant: 'single',
      brackets: [
        { up_to: 50_000_050, rate_bp: 100 },
        { up_to: null, rate_bp: 1_000 },
      ],
    });
  });

  it('lets hr choose which leave types are unpaid days', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const leaveTypes = ['Annual', 'Sick', 'Unpaid'].map((name) => ({ name, allowance: null }));
    const server = fakeServer({
      '/employee/getpayrollsetup': setup,
      '/employee/getsettings': settingsOf({ leaveTypes }),
      '/employee/updatepayrollsettings': setup,
    });
    renderAt(<PayrollCard />);
    const unpaid = await screen.findByRole('checkbox', { name: 'Unpaid' });
    expect(unpaid).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sick' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sick' }));
    await waitFor(() => expect(server.callsTo('/employee/updatepayrollsettings')).toHaveLength(1));
    expect(server.callsTo('/employee/updatepayrollsettings')[0]?.body).toEqual({
      unpaid_leave_types: ['Unpaid', 'Sick'],
    });
  });

  it('offers the shipped figures, says a year waits for confirmation, and confirms it', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const unconfirmed = {
      ...setup,
      tax_years: [
        {
          fiscal_year: 2082,
          social_security_band: true,
          employer_retirement_income: true,
          retirement_cap: 50_000_000,
          retirement_share_divisor: 3,
          women_rebate_bp: 1_000,
          ...noReliefs,
          source: 'Finance Act 2082, Schedule 1',
          confirmed_at: null,
          confirmed_by: null,
        },
      ],
      packs: [{ fiscal_year: 2083, source: '2082/83 figures carried forward' }],
    };
    const server = fakeServer({
      '/employee/getpayrollsetup': unconfirmed,
      '/employee/confirmtaxyear': setup,
      '/employee/installtaxpack': setup,
    });
    renderAt(<PayrollCard />);
    expect(
      await screen.findByText('Not confirmed: runs of 2082/83 wait until you confirm it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Retirement contributions come off income up to a third of income, NPR\s?500,000.00 a year/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Women’s rebate: 10% of the tax')).toBeInTheDocument();
    expect(screen.getByText('Source: Finance Act 2082, Schedule 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add the figures for 2083/84' }));
    await waitFor(() => expect(server.callsTo('/employee/installtaxpack')).toHaveLength(1));
    expect(server.callsTo('/employee/installtaxpack')[0]?.body).toEqual({ fiscal_year: 2083 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm 2082/83' }));
    await waitFor(() => expect(server.callsTo('/employee/confirmtaxyear')).toHaveLength(1));
    expect(server.callsTo('/employee/confirmtaxyear')[0]?.body).toEqual({ fiscal_year: 2082 });
  });

  it("offers Nepal's Social Security Fund as a scheme by its parts, and shows a scheme's parts", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const withoutFund = { ...setup, schemes: [] };
    const withFund = {
      ...setup,
      schemes: [
        {
          ...setup.schemes[0]!,
          name: 'Social Security Fund',
          parts: [
            { name: 'Provident fund', employee_rate_bp: 1_000, employer_rate_bp: 1_000 },
            { name: 'Gratuity', employee_rate_bp: 0, employer_rate_bp: 833 },
          ],
        },
      ],
    };
    const server = fakeServer({
      '/employee/getpayrollsetup': withoutFund,
      '/employee/getsettings': settingsOf({ country: 'NP' }),
      '/employee/savecontributionscheme': withFund,
    });
    renderAt(<PayrollCard />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Add the Social Security Fund (11 % + 20 % of basic, by its parts)',
      }),
    );
    await waitFor(() => expect(server.callsTo('/employee/savecontributionscheme')).toHaveLength(1));
    // NEPAL.md's SSF: 11 % + 20 % of basic, provident fund 10 + 10, medical/maternity 1, gratuity 8.33,
    // accident/disability 1.4, dependent family 0.27.
    expect(server.callsTo('/employee/savecontributionscheme')[0]?.body).toMatchObject({
      name: 'Social Security Fund',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      social_security_fund: true,
      parts: [
        { name: 'Provident fund', employee_rate_bp: 1_000, employer_rate_bp: 1_000 },
        { name: 'Medical and maternity', employee_rate_bp: 100, employer_rate_bp: 0 },
        { name: 'Gratuity', employee_rate_bp: 0, employer_rate_bp: 833 },
        { name: 'Accident and disability', employee_rate_bp: 0, employer_rate_bp: 140 },
        { name: 'Dependent family', employee_rate_bp: 0, employer_rate_bp: 27 },
      ],
    });
  });

  it('lists a scheme by its parts and offers no second fund', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/getpayrollsetup': {
        ...setup,
        schemes: [
          {
            ...setup.schemes[0]!,
            parts: [
              { name: 'Provident fund', employee_rate_bp: 1_000, employer_rate_bp: 1_000 },
              { name: 'Gratuity', employee_rate_bp: 0, employer_rate_bp: 833 },
            ],
          },
        ],
      },
      '/employee/getsettings': settingsOf({ country: 'NP' }),
    });
    renderAt(<PayrollCard />);
    expect(await screen.findByText('Provident fund 10 + 10 % · Gratuity 8.33 %')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add the Social Security Fund/ })).toBeNull();
  });
});
