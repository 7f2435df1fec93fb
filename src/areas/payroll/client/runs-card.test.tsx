import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf, settingsOf } from '../../../client/test/replies';
import type { RunLine, RunReply, RunSchema } from '../schemas';
import { RunsCard } from './runs-card';

const totals = {
  people: 1,
  gross: 6_800_000,
  deductions: 772_259,
  tax: 114_194,
  net: 6_027_741,
  employer_contributions: 0,
};
const run: RunSchema = {
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
const line: RunLine = {
  employee_id: '00000000-0000-4000-8000-0000000000e1',
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
  afterEach(() => vi.useRealTimers());

  it('offers months by name in the organisation’s periods, not a yyyy-mm field (issue 44, item 6)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T06:00:00Z'), toFake: ['Date'] }); // Mangsir 2083
    saveSession({ token: 't', userId: 'hr' }, false);
    const me = meOf('hr', ['manage:payroll:any']);
    const server = fakeServer({
      '/employee/me': { ...me, organisation: { ...me.organisation, calendar: 'bs', periodCalendar: 'bs' } },
      '/employee/getpayrollruns': { runs: [{ ...run, period: '2083-07', calendar: 'bs' }] },
      '/employee/createpayrollrun': { ...run, lines: [], page: 1, pages: 1 },
    });
    renderAt(<RunsCard currency="NPR" />);
    const month = await screen.findByRole('combobox', { name: 'Month' });
    await waitFor(() => expect(month).toHaveDisplayValue('Mangsir 2083'));
    const options = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['Poush 2083', 'Mangsir 2083', 'Kartik 2083 (has a run)']);
    expect(options).toHaveLength(25);
    fireEvent.change(month, { target: { value: '2083-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create run' }));
    await waitFor(() => expect(server.callsTo('/employee/createpayrollrun')).toHaveLength(1));
    expect(server.callsTo('/employee/createpayrollrun')[0]?.body).toEqual({ period: '2083-06' });
  });

  it('lists runs, opens one as a table, and locks it after asking', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    // The server's run as it stands: each step changes it, and the table reads it again.
    let current: RunReply = { ...run, lines: [line], page: 1, pages: 1 };
    const server = fakeServer({
      '/employee/getpayrollruns': () => ({ runs: [current] }),
      '/employee/getpayrollrun': () => current,
      '/employee/lockpayrollrun': () => {
        current = { ...current, status: 'locked', locked_at: '2026-08-02T00:00:00.000Z' };
        return current;
      },
    });
    renderAt(<RunsCard currency="NPR" />);
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('July 2026')).toBeInTheDocument();
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

  it('pays the festival allowance a Nepali organisation owes in a draft run', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const current: RunReply = { ...run, lines: [line], page: 1, pages: 1 };
    const server = fakeServer({
      '/employee/getsettings': settingsOf({ country: 'NP' }),
      '/employee/getpayrollruns': { runs: [run] },
      '/employee/getpayrollrun': current,
      '/employee/addfestivalallowance': current,
    });
    renderAt(<RunsCard currency="NPR" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the festival allowance' }));
    await waitFor(() => expect(server.callsTo('/employee/addfestivalallowance')).toHaveLength(1));
    // Dashain, the default, unless hr chooses another festival.
    expect(server.callsTo('/employee/addfestivalallowance')[0]?.body).toEqual({
      _id: run._id,
      festival: 'Dashain',
    });
  });

  it('offers no festival allowance where the country profile requires none', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/getsettings': settingsOf({ country: 'XX' }),
      '/employee/getpayrollruns': { runs: [run] },
      '/employee/getpayrollrun': { ...run, lines: [line], page: 1, pages: 1 },
    });
    renderAt(<RunsCard currency="NPR" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Re-calculate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the festival allowance' })).not.toBeInTheDocument();
  });

  it("fixes a person's days by hand in a draft run", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    let current: RunReply = { ...run, lines: [line], page: 1, pages: 1 };
    const server = fakeServer({
      '/employee/getpayrollruns': { runs: [run] },
      '/employee/getpayrollrun': () => current,
      '/employee/setrunlineinputs': () => {
        current = {
          ...current,
          lines: [{ ...line, unpaid_leave_days: 1, absent_days: 0, inputs_set: true }],
        };
        return current;
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
      employee_id: '00000000-0000-4000-8000-0000000000e1',
      unpaid_leave_days: 1,
      absent_days: 0,
    });
    expect(await screen.findByText('(set by hand)', { exact: false })).toBeInTheDocument();
  });

  it('pages a large run and finds a person by name or employee ID on the server', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const many = { ...run, totals: { ...totals, people: 120 } };
    const server = fakeServer({
      '/employee/getpayrollruns': { runs: [many] },
      '/employee/getpayrollrun': (body) => ({
        ...many,
        lines: [{ ...line, name: body.search ? 'Found Person' : `Person on page ${body.page}` }],
        page: body.page,
        pages: body.search ? 1 : 3,
      }),
    });
    renderAt(<RunsCard currency="NPR" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Person on page 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Person on page 2')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Find a person by name or employee ID'), {
      target: { value: 'EMP-7' },
    });
    expect(await screen.findByText('Found Person')).toBeInTheDocument();
    expect(server.callsTo('/employee/getpayrollrun').at(-1)?.body).toEqual({
      _id: run._id,
      page: 1,
      search: 'EMP-7',
    });
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it("makes a locked run's payslips in the background, shows how far it is, then downloads the zip", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const locked: RunSchema = { ...run, status: 'locked', locked_at: '2026-08-02T00:00:00.000Z' };
    let ready = 40;
    const server = fakeServer({
      '/employee/getpayrollruns': { runs: [locked] },
      '/employee/getpayrollrun': { ...locked, lines: [line], page: 1, pages: 1 },
      '/employee/preparepayslips': () => ({ total: 120, ready }),
      '/employee/exportpayslips': () => new Response(new Blob(['zip']), { status: 200 }),
    });
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => {};
    renderAt(<RunsCard currency="NPR" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const zip = await screen.findByRole('button', { name: 'All payslips (zip)' });
    fireEvent.click(zip);
    expect(
      await screen.findByRole('progressbar', { name: 'Making payslips: 40 of 120' }),
    ).toBeInTheDocument();
    expect(zip).toBeDisabled();
    expect(server.callsTo('/employee/exportpayslips')).toHaveLength(0);
    ready = 120;
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(zip).toBeEnabled();
    fireEvent.click(zip);
    await waitFor(() => expect(server.callsTo('/employee/exportpayslips')).toHaveLength(1));
  });
});

describe('one calendar per screen', () => {
  it('shows a Gregorian month’s run to a BS reader as the BS months its days fall in, with BS dates beside it', async () => {
    await applyLocale({ language: 'en', calendar: 'bs', digits: 'latin' });
    try {
      saveSession({ token: 't', userId: 'hr' }, false);
      const current: RunReply = { ...run, lines: [line], page: 1, pages: 1 };
      fakeServer({
        '/employee/getpayrollruns': () => ({ runs: [current] }),
        '/employee/getpayrollrun': () => current,
      });
      renderAt(<RunsCard currency="NPR" />);
      // 1 July 2026 is 17 Asar 2083 and 31 July 15 Shrawan 2083.
      expect(await screen.findByText('Asar–Shrawan 2083')).toBeInTheDocument();
      expect(screen.queryByText(/July/)).toBeNull();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });

  it('in Nepali with Devanagari digits, names the BS months in Nepali', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      saveSession({ token: 't', userId: 'hr' }, false);
      const current: RunSchema = {
        ...run,
        period: '2026-04',
        first_day: '2026-04-01',
        last_day: '2026-04-30',
      };
      fakeServer({ '/employee/getpayrollruns': () => ({ runs: [current] }) });
      renderAt(<RunsCard currency="NPR" />);
      // April 2026 spans the BS new year: 18 Chaitra 2082 to 17 Baisakh 2083.
      expect(await screen.findByText('चैत २०८२–बैशाख २०८३')).toBeInTheDocument();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
