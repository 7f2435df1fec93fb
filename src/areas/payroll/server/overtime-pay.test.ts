/**
 * Overtime in the payroll run (issue 42, decision 035): a month's approved overtime claims taken as pay become
 * their own earning at the policy's rate of the basic hourly rate (Labour Act 2074 s.31: 1.5×), the basic hourly
 * rate being the basic over the month's working days times the working day's hours; waiting claims, requests in
 * advance are not paid (a claim as substitute leave is refused until that leave is credited: decision 035).
 */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

// 5 August 2030: July's claims are all in the past. The test organisation works Monday–Friday.
const h = setupHarness({ now: () => new Date('2030-08-05T03:00:00Z') });
const call = callerOf(h);
type Headers = Record<string, string>;
const npr = (rupees: number) => Math.round(rupees * 100);

async function ok<T>(name: string, headers: Headers, payload: object = {}): Promise<T> {
  const res = await call(name, headers, payload);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as T;
}

describe('approved overtime in the month’s payroll run', () => {
  it('is its own earning at 1.5× the basic hourly rate (Labour Act 2074 s.31), and only approved pay claims count', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const emp = await actorOf(h, 'employee', { managerId: manager.employee.id, salary: 55_200 });
    const brackets = [
      { up_to: npr(500_000), rate_bp: 100 },
      { up_to: null, rate_bp: 1_000 },
    ];
    await ok('settaxtable', hr.headers, { fiscal_year: 2030, variant: 'single', brackets });
    await ok('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2030-01-01',
      basic: npr(55_200),
      lines: [],
    });

    const claimed = async (date: string, minutes: number, over: object = {}, approve = true) => {
      const { request_id } = await ok<{ request_id: string }>('claimovertime', emp.headers, {
        date,
        minutes,
        reason: 'Month-end close',
        ...over,
      });
      if (approve) await ok('decide', manager.headers, { _id: request_id, status: 'approved' });
    };
    await claimed('2030-07-08', 120);
    await claimed('2030-07-09', 60);
    // Not paid: still waiting, a day of another month.
    await claimed('2030-07-11', 30, {}, false);
    await claimed('2030-06-28', 45);

    const run = await ok<RunReply>('createpayrollrun', hr.headers, { period: '2030-07' });
    const page = await ok<RunReply>('getpayrollrun', hr.headers, {
      _id: run._id,
      search: emp.employee.employeeCode,
    });
    const line = page.lines.find((l) => l.employee_id === emp.employee.id)!;
    // July 2030 has 23 working days Monday–Friday: Rs 55,200 / (23 × 8 h) is Rs 300 an hour; 3 hours at 1.5× is
    // Rs 1,350.
    const overtime = line.details.earnings.find((e) => e.source.from === 'overtime');
    expect(overtime).toEqual({
      name: 'Overtime',
      amount: npr(1_350),
      source: { from: 'overtime', minutes: 180, ratePercent: 150, hourly: npr(300) },
    });
    expect(line.gross).toBe(npr(55_200 + 1_350));
  });
});
