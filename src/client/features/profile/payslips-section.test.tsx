import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeServer, renderAt } from '../../test/render';
import { PayslipsSection } from './payslips-section';

describe('Profile → Payroll: payslips', () => {
  it('lists published payslips with their figures and a PDF each', async () => {
    saveSession({ token: 't', userId: 'e1' }, false);
    const server = fakeServer({
      '/employee/getpayslips': {
        payslips: [
          {
            run_id: 'r1',
            period: '2026-07',
            calendar: 'gregorian',
            published_at: '2026-08-02T00:00:00.000Z',
            gross: 6_800_000,
            total_deductions: 772_259,
            net: 6_027_741,
          },
        ],
      },
    });
    renderAt(<PayslipsSection employeeId="e1" currency="NPR" />);
    expect(await screen.findByText('July 2026')).toBeInTheDocument();
    expect(screen.getByText('NPR 60,277.41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the payslip for July 2026' })).toBeInTheDocument();
    expect(server.callsTo('/employee/getpayslips')[0]?.body).toEqual({ employee_id: 'e1' });
  });

  it('says when there is none yet', async () => {
    saveSession({ token: 't', userId: 'e1' }, false);
    fakeServer({ '/employee/getpayslips': { payslips: [] } });
    renderAt(<PayslipsSection employeeId="e1" currency="NPR" />);
    expect(await screen.findByText(/No payslips yet/)).toBeInTheDocument();
  });
});
