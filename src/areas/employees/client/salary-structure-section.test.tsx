import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { StructuresReply } from '../../payroll/contract';
import { SalaryStructureSection } from './salary-structure-section';

const employeeId = '00000000-0000-4000-8000-0000000000e1';

describe('Profile → Payroll: the salary structure (hr)', () => {
  it('shows the history and saves a new structure in paisa and basis points', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const history: StructuresReply = {
      openings: [],
      declarations: [],
      structures: [
        {
          _id: '00000000-0000-4000-8000-000000000051',
          employee_id: employeeId,
          effective_from: '2025-01-15',
          basic: 6_000_000,
          lines: [],
          tax_variant: 'single',
          created_at: '2025-01-15T00:00:00.000Z',
        },
      ],
    };
    const server = fakeServer({
      '/employee/getsalarystructures': history,
      '/employee/setsalarystructure': history,
    });
    renderAt(<SalaryStructureSection employeeId={employeeId} currency="NPR" />);
    expect(await screen.findByText(/NPR 60,000.00/)).toBeInTheDocument();
    // The app's picker, not the browser's mm/dd/yyyy box.
    expect(document.querySelector('input[type="date"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^From/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a date' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Year' }), { target: { value: '2026' } });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Month' }), { target: { value: '0' } });
    fireEvent.click(within(picker).getByRole('button', { name: /^1 January 2026/ }));
    // Basic is a money box as the opening figures' amounts are: the decimal keypad, nothing the browser fills in.
    for (const box of [screen.getByLabelText('Basic'), screen.getByLabelText('Tax withheld')]) {
      expect(box).toHaveAttribute('inputmode', 'decimal');
      expect(box).toHaveAttribute('autocomplete', 'off');
    }
    fireEvent.change(screen.getByLabelText('Basic'), { target: { value: '65,000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add earning or deduction' }));
    fireEvent.change(screen.getByLabelText('Earning or deduction'), { target: { value: 'Dearness' } });
    fireEvent.change(screen.getByLabelText('As'), { target: { value: 'percent' } });
    fireEvent.change(screen.getByLabelText('Amount or %'), { target: { value: '7.5' } });
    // The person's own CIT, with their account with the fund (issue 41).
    expect(screen.queryByLabelText('Account with the fund')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add earning or deduction' }));
    fireEvent.change(screen.getAllByLabelText('Earning or deduction')[1]!, { target: { value: 'CIT' } });
    fireEvent.change(screen.getAllByLabelText('Kind')[1]!, { target: { value: 'retirement' } });
    fireEvent.change(screen.getAllByLabelText('Amount or %')[1]!, { target: { value: '5,000' } });
    fireEvent.change(screen.getByLabelText('Account with the fund'), { target: { value: 'CIT-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save structure' }));
    await waitFor(() => expect(server.callsTo('/employee/setsalarystructure')).toHaveLength(1));
    expect(server.callsTo('/employee/setsalarystructure')[0]?.body).toEqual({
      employee_id: employeeId,
      effective_from: '2026-01-01',
      basic: 6_500_050,
      tax_variant: 'single',
      lines: [
        { name: 'Dearness', kind: 'earning', amount: null, percent_of_basic_bp: 750, reference: null },
        { name: 'CIT', kind: 'retirement', amount: 500_000, percent_of_basic_bp: null, reference: 'CIT-77' },
      ],
    });
  });

  it('shows the opening figures of a year and saves new ones in paisa', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reply: StructuresReply = {
      structures: [],
      declarations: [],
      openings: [
        {
          fiscal_year: 2082,
          label: '2082/83',
          assessable: 40_000_000,
          retirement: 0,
          tax_withheld: 4_833_332,
        },
      ],
    };
    const server = fakeServer({
      '/employee/getsalarystructures': reply,
      '/employee/setpayrollopening': reply,
    });
    renderAt(<SalaryStructureSection employeeId={employeeId} currency="NPR" />);
    expect(
      await screen.findByText(
        /2082\/83: paid NPR\s?400,000.00, retirement NPR\s?0.00, tax withheld NPR\s?48,333.32/,
      ),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save opening figures' });
    expect(save).toBeDisabled();
    const openings = within(screen.getByRole('group', { name: 'Before this system (opening figures)' }));
    fireEvent.change(openings.getByLabelText('Fiscal year (the year it starts in)'), {
      target: { value: '2083' },
    });
    fireEvent.change(screen.getByLabelText('Paid (income for tax)'), { target: { value: '2,00,000' } });
    fireEvent.change(screen.getByLabelText('Tax withheld'), { target: { value: '4166.66' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('/employee/setpayrollopening')).toHaveLength(1));
    expect(server.callsTo('/employee/setpayrollopening')[0]?.body).toEqual({
      employee_id: employeeId,
      fiscal_year: 2083,
      assessable: 20_000_000,
      retirement: 0,
      tax_withheld: 416_666,
    });
  });

  it('shows what the person declared for a year and saves new declarations in paisa', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reply: StructuresReply = {
      structures: [],
      openings: [],
      declarations: [
        {
          fiscal_year: 2082,
          label: '2082/83',
          life_premium: 3_000_000,
          health_premium: 2_500_000,
          medical_expenses: 1_000_000,
          remote_area: 'C',
        },
      ],
    };
    const server = fakeServer({
      '/employee/getsalarystructures': reply,
      '/employee/setpayrolldeclaration': reply,
    });
    renderAt(<SalaryStructureSection employeeId={employeeId} currency="NPR" />);
    expect(
      await screen.findByText(
        /2082\/83: life insurance NPR\s?30,000.00, health insurance NPR\s?25,000.00, medical expenses NPR\s?10,000.00, Remote area class C/,
      ),
    ).toBeInTheDocument();
    const declared = within(screen.getByRole('group', { name: /Declared for the year’s tax/ }));
    const save = declared.getByRole('button', { name: 'Save declarations' });
    expect(save).toBeDisabled();
    fireEvent.change(declared.getByLabelText('Fiscal year (the year it starts in)'), {
      target: { value: '2083' },
    });
    fireEvent.change(declared.getByLabelText('Life insurance premiums'), { target: { value: '40,000' } });
    fireEvent.change(declared.getByLabelText('Approved medical expenses'), { target: { value: '1234.5' } });
    fireEvent.change(declared.getByLabelText('Remote area'), { target: { value: 'A' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('/employee/setpayrolldeclaration')).toHaveLength(1));
    expect(server.callsTo('/employee/setpayrolldeclaration')[0]?.body).toEqual({
      employee_id: employeeId,
      fiscal_year: 2083,
      life_premium: 4_000_000,
      health_premium: 0,
      medical_expenses: 123_450,
      remote_area: 'A',
    });
  });
});
