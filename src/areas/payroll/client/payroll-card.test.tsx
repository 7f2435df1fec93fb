import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import type { PayrollSetupReply } from '../contract';
import { PayrollCard } from './payroll-card';

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
  schemes: [
    {
      _id: '00000000-0000-4000-8000-000000000051',
      name: 'SSF',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      tax_deductible: true,
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
});
