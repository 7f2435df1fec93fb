/**
 * The calculator is a what-if of the run's own engine (issue 41): for one person it answers exactly the line a run
 * of the same month pays, and with another basic what that month would be, writing nothing.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollRuns } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply, WhatIfReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);
const year = 2170;

describe('the payroll calculator', () => {
  it('answers what a run of the month pays, and what another basic would, writing nothing', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    // 1 % to 5,00,000, 10 % to 7,00,000, 20 % above (single), a scheme of 11 % + 20 % of basic.
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: year,
        variant,
        brackets: [
          { up_to: npr(500_000), rate_bp: 100 },
          { up_to: npr(700_000), rate_bp: 1_000 },
          { up_to: null, rate_bp: 2_000 },
        ],
      });
    const scheme = await call('savecontributionscheme', hr.headers, {
      name: 'Provident fund',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      base: 'basic',
      tax_deductible: true,
      active: true,
    });
    expect(scheme.statusCode, scheme.body).toBe(200);
    const anita = await actorOf(h, 'employee', { firstName: 'Anita', lastName: 'Gurung' });
    expect(
      (
        await call('setsalarystructure', hr.headers, {
          employee_id: anita.employee.id,
          effective_from: '2100-01-01',
          basic: npr(80_000),
          lines: [{ name: 'Dearness', kind: 'earning', amount: npr(10_000) }],
        })
      ).statusCode,
    ).toBe(200);

    const asked = await call('payrollwhatif', hr.headers, {
      employee_id: anita.employee.id,
      period: `${year}-04`,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mine = asked.json<WhatIfReply>();
    expect(mine).toMatchObject({ period: `${year}-04`, calendar: 'gregorian', fiscal_year: `${year}/71` });
    // Nothing written: no run, no line.
    const [runs] = await h.database.db.select({ n: count() }).from(payrollRuns);
    expect(runs!.n).toBe(0);

    // The run of the same month pays her exactly that.
    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-04` })).json<RunReply>();
    const line = (
      await call('getpayrollrun', hr.headers, { _id: run._id, search: anita.employee.employeeCode })
    )
      .json<RunReply>()
      .lines.find((l) => l.employee_id === anita.employee.id)!;
    expect(mine.line).toEqual(line);
    // 90,000 gross, 8,800 to the fund; tax on 10,80,000 − 1,05,600 allowed = 9,74,400 a year: 5,000 + 20,000 +
    // 54,880 = 79,880, a twelfth = 6,656.67. Net 90,000 − 8,800 − 6,656.67.
    expect([mine.line.gross, mine.line.employee_contributions, mine.line.tax, mine.line.net]).toEqual([
      npr(90_000),
      npr(8_800),
      npr(6_656.67),
      npr(90_000 - 8_800 - 6_656.67),
    ]);

    // Another basic: the same engine with 1,00,000 instead (her allowance kept).
    const more = (
      await call('payrollwhatif', hr.headers, {
        employee_id: anita.employee.id,
        period: `${year}-04`,
        basic: npr(100_000),
      })
    ).json<WhatIfReply>();
    // 1,10,000 gross, 11,000 to the fund; 13,20,000 − 1,32,000 = 11,88,000: 5,000 + 20,000 + 97,600 = 1,22,600.
    expect([more.line.gross, more.line.employee_contributions, more.line.tax]).toEqual([
      npr(110_000),
      npr(11_000),
      npr(10_216.67),
    ]);

    // A month that is none, a basic that is no amount: refused naming the field.
    const bad = await call('payrollwhatif', hr.headers, {
      employee_id: anita.employee.id,
      period: `${year}-13`,
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'payroll_period']);
    const negative = await call('payrollwhatif', hr.headers, { employee_id: anita.employee.id, basic: -1 });
    expect([negative.statusCode, negative.json().field]).toEqual([400, 'basic']);
    // A year without its tax table is not guessed at.
    const later = await call('payrollwhatif', hr.headers, {
      employee_id: anita.employee.id,
      period: `${year + 5}-04`,
    });
    expect([later.statusCode, later.json().code]).toEqual([409, 'payroll_no_tax_table']);
  });
});
