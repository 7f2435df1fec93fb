/**
 * The balances card and its why view name a leave year the same way: a BS reader of an organisation whose leave
 * year runs from Shrawan reads "2083/84" on both, never the bare label "2083" (the BS year from Baisakh).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { LeaveBalanceReply } from '../schemas';
import { LeaveBalancesCard } from './leave-balances';

const me = '00000000-0000-4000-8000-0000000000e1';
// Leave year 2083/84: 1 Shrawan 2083 to the end of Ashadh 2084.
const year = { employee_id: me, year: 2083, from: '2026-07-17', to: '2027-07-16', on: '2026-09-20' };
const balance: LeaveBalanceReply = {
  ...year,
  balances: [
    {
      leave_type: 'Annual',
      allowance: 18,
      used: 0.5,
      pending: 0,
      left: 17.5,
      requestable: true,
      unit: 'half_day',
      allow_negative: false,
    },
  ],
  next_leave: null,
};
const ledger = {
  ...year,
  lines: [
    {
      _id: null,
      leave_type: 'Annual',
      kind: 'allocation' as const,
      days: 18,
      on: '2026-07-17',
      note: null,
      leave: null,
      projected: true,
      by: null,
    },
  ],
};

describe('the leave balances card, to a reader of BS', () => {
  beforeEach(async () => {
    saveSession({ token: 't', userId: me }, false);
    await applyLocale({ language: 'en', calendar: 'bs', digits: 'latin' });
    return () => applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
  });

  it('names the leave year from Shrawan "2083/84" on the card and in the why view alike', async () => {
    fakeServer({ '/employee/getleavebalance': balance, '/employee/getleaveledger': ledger });
    renderAt(<LeaveBalancesCard />);
    const list = await screen.findByRole('list', { name: 'Leave Balance 2083/84' });
    fireEvent.click(within(list).getByRole('button', { name: /^Why\?\s*Annual$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual 2083/84' });
    expect(await within(dialog).findByRole('table', { name: 'Annual 2083/84' })).toBeTruthy();
    expect(within(dialog).getByText('Shrawan 1, 2083')).toBeTruthy();
  });
});
