import { screen } from '@testing-library/react';
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

  it('says when there is none yet', async () => {
    saveSession({ token: 't', userId: employeeId }, false);
    fakeServer({ '/employee/getpayslips': { payslips: [] } });
    renderAt(<PayslipsSection employeeId={employeeId} currency="NPR" />);
    expect(await screen.findByText(/No payslips yet/)).toBeInTheDocument();
  });
});
