// The payroll benchmark (rules §16): last month's run for every active employee through the running server, as hr
// does it: the fiscal year's statutory pack installed and confirmed, create (the calculation), lock, make every
// payslip PDF (background jobs, followed by their progress) and download the zip. The run of that month is removed
// first, so `--reuse` works.
import pg from 'pg';
import { addDays, localDate } from '../../src/shared/calendar.js';
import type { CalendarSystem } from '../../src/shared/locale.js';
import { fiscalYearOf } from '../../src/shared/payroll-run.js';
import { periodsOf } from '../../src/shared/periods.js';
import { call } from './api.js';

export interface PayrollFigures {
  people: number;
  calculateSeconds: number;
  payslipsSeconds: number;
  zipSeconds: number;
  zipMegabytes: number;
}

export async function benchPayroll(
  url: string,
  token: string,
  databaseUrl: string | undefined,
  log: (line: string) => void,
  /** Called as each stage starts (calculate, lock, payslips, zip), for the memory of each. */
  stage: (name: string) => void = () => {},
): Promise<PayrollFigures> {
  // Last month in the organisation's own months (Bikram Sambat on Nepal's profile), as hr's month select offers it.
  const settings = await call<{ periodCalendar: CalendarSystem; timeZone: string }>(
    url,
    token,
    'getsettings',
  );
  const periods = periodsOf(settings.periodCalendar);
  const current = periods.monthOf(localDate(new Date(), settings.timeZone));
  const period = periods.monthOf(addDays(periods.rangeOf(current)!.first, -1));
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`delete from payroll_runs where period = $1`, [period]);
    await client.end();
  }
  // The year's statutory pack as the product ships it (Nepal 2082/83: slabs, SSF waiver, retirement caps, reliefs),
  // installed once and confirmed by hr, as a run requires.
  const setup = await call<{ fiscal_start_month: number }>(url, token, 'getpayrollsetup');
  const fiscalYear = fiscalYearOf(period, setup.fiscal_start_month);
  await call(url, token, 'installtaxpack', { fiscal_year: fiscalYear }).catch((e: Error) => {
    if (!/\b409\b/.test(e.message)) throw e;
  });
  await call(url, token, 'confirmtaxyear', { fiscal_year: fiscalYear });
  const seconds = (since: number) => (performance.now() - since) / 1000;
  stage('calculate');
  let at = performance.now();
  const run = await call<{ _id: string; totals: { people: number } }>(url, token, 'createpayrollrun', {
    period,
  });
  const calculateSeconds = seconds(at);
  if (run.totals.people === 0) throw new Error(`the run of ${period} has nobody in it`);
  stage('lock');
  await call(url, token, 'lockpayrollrun', { _id: run._id });
  stage('payslips');
  at = performance.now();
  for (;;) {
    const data = await call<{ total: number; ready: number }>(url, token, 'preparepayslips', {
      _id: run._id,
    });
    log(`payslips ${data.ready} of ${data.total}`);
    if (data.ready === data.total) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const payslipsSeconds = seconds(at);
  stage('zip');
  at = performance.now();
  const zip = await fetch(`${url}/api/employee/exportpayslips`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ _id: run._id }),
  });
  if (!zip.ok) throw new Error(`exportpayslips: ${zip.status} ${await zip.text()}`);
  const bytes = (await zip.arrayBuffer()).byteLength;
  return {
    people: run.totals.people,
    calculateSeconds,
    payslipsSeconds,
    zipSeconds: seconds(at),
    zipMegabytes: bytes / 1024 / 1024,
  };
}
