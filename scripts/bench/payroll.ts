// The payroll benchmark (rules §16): last month's run for every active employee through the running server, as hr
// does it: brackets for the fiscal year, create (the calculation), lock, make every payslip PDF (background jobs,
// followed by their progress) and download the zip. The run of that month is removed first, so `--reuse` works.
import pg from 'pg';
import { fiscalYearOf } from '../../src/shared/payroll-run.js';
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
): Promise<PayrollFigures> {
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const period = last.toISOString().slice(0, 7);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`delete from payroll_runs where period = $1`, [period]);
    await client.end();
  }
  const setup = await call<{ fiscal_start_month: number }>(url, token, 'getpayrollsetup');
  const fiscalYear = fiscalYearOf(period, setup.fiscal_start_month);
  for (const variant of ['single', 'married'])
    await call(url, token, 'settaxtable', {
      fiscal_year: fiscalYear,
      variant,
      brackets: [
        { up_to: 50_000_000, rate_bp: 100 },
        { up_to: 70_000_000, rate_bp: 1_000 },
        { up_to: null, rate_bp: 2_000 },
      ],
    });
  const seconds = (since: number) => (performance.now() - since) / 1000;
  let at = performance.now();
  const run = await call<{ _id: string; totals: { people: number } }>(url, token, 'createpayrollrun', {
    period,
  });
  const calculateSeconds = seconds(at);
  await call(url, token, 'lockpayrollrun', { _id: run._id });
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
