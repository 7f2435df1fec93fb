import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { Profile } from './profile-page';

const me = meOf('employee');
const numbers = {
  bankAccount: '00112233445566',
  taxId: '',
  ssn: '',
  pan: '301234567',
  ssfNumber: '2200123456',
  citizenshipNumber: '27-01-72-12345',
  citizenshipDistrict: 'Kaski',
  nin: '1234567890',
};

describe("a profile's identity numbers (issue 40)", () => {
  it("shows the Nepal profile's numbers masked, each revealed on request, and no empty SSN or tax id", async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    const server = fakeServer({ '/employee/me': me, '/employee/revealpersonaldata': numbers });
    const user = {
      ...me.user,
      _id: '00000000-0000-4000-8000-000000000001',
      payrollInfo: {
        ...me.user.payrollInfo,
        bankAccount: '••••••••••5566',
        pan: '•••••4567',
        ssfNumber: '••••••3456',
        citizenshipNumber: '••••••••••2345',
        nin: '••••••7890',
      },
    };
    renderAt(<Profile user={user} currency="NPR" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Payroll' }));
    expect(await screen.findByText('PAN (Permanent Account Number)')).toBeInTheDocument();
    expect(screen.getByText('•••••4567')).toBeInTheDocument();
    expect(screen.getByText('Citizenship issuing district')).toBeInTheDocument();
    expect(screen.queryByText('Social Security Number')).toBeNull();
    expect(screen.queryByText('Tax Identification Number')).toBeNull();
    expect(server.callsTo('/employee/revealpersonaldata')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Show PAN' }));
    expect(await screen.findByText('301234567')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show citizenship issuing district' }));
    await waitFor(() => expect(screen.getByText('Kaski')).toBeInTheDocument());
  });

  it('still shows an SSN kept from before the Nepal profile', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': me });
    const user = { ...me.user, payrollInfo: { ...me.user.payrollInfo, ssn: '••••••3344' } };
    renderAt(<Profile user={user} currency="NPR" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Payroll' }));
    expect(await screen.findByText('Social Security Number')).toBeInTheDocument();
    expect(screen.getByText('••••••3344')).toBeInTheDocument();
  });
});
