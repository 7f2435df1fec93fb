/**
 * A person's own retirement contribution (Nepal's Citizen Investment Trust, issue 41): a line of their salary
 * structure, deducted, taken off income for tax, and listed for the fund from a locked run (hr only, audited).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payrollRunLines } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const year = 2176;

describe("a person's own CIT", () => {
  it("deducts a person's own CIT by their structure, takes it off income for tax, and lists it for the fund", async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    await call('settaxtable', hr.headers, {
      fiscal_year: year,
      variant: 'single',
      brackets: [{ up_to: null, rate_bp: 1_000 }],
    });
    const gita = await actorOf(h, 'employee', { salary: 50_000 });
    const hari = await actorOf(h, 'employee', { salary: 40_000 });
    const structure = (who: typeof gita, basic: number, line: object) =>
      call('setsalarystructure', hr.headers, {
        employee_id: who.employee.id,
        effective_from: `${year}-01-01`,
        basic: basic * 100,
        lines: [line],
      });
    // Gita gives the Citizen Investment Trust 10 % of her basic; Hari a fixed 2,000 (NEPAL.md: CIT).
    for (const [who, basic, line] of [
      [gita, 50_000, { name: 'CIT', kind: 'retirement', percent_of_basic_bp: 1_000, reference: ' 00123 ' }],
      [hari, 40_000, { name: 'CIT', kind: 'retirement', amount: 200_000, reference: '' }],
    ] as const)
      expect((await structure(who, basic, line)).statusCode).toBe(200);
    const saved = await call('getsalarystructures', hr.headers, { employee_id: gita.employee.id });
    expect(saved.json().structures[0].lines).toEqual([
      { name: 'CIT', kind: 'retirement', amount: null, percent_of_basic_bp: 1_000, reference: '00123' },
    ]);

    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-06` })).json<RunReply>();
    const lines = await h.database.db
      .select()
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, run._id));
    const gitas = lines.find((l) => l.employeeId === gita.employee.id)!;
    // 50,000 less 5,000 to CIT is taxable: 10 % of 45,000; net 50,000 − 5,000 − 4,500.
    expect([gitas.taxable, gitas.tax, gitas.net]).toEqual([4_500_000, 450_000, 4_050_000]);

    expect((await call('exportretirementsheet', hr.headers, { _id: run._id })).json().code).toBe(
      'payroll_files_need_lock',
    );
    expect((await call('lockpayrollrun', hr.headers, { _id: run._id })).statusCode).toBe(200);
    expect((await call('exportretirementsheet', gita.headers, { _id: run._id })).statusCode).toBe(403);
    const sheet = await call('exportretirementsheet', hr.headers, { _id: run._id });
    const rows = sheet.body.replace('\uFEFF', '').trim().split('\r\n');
    const person = (who: typeof gita) =>
      `${who.employee.employeeCode},${who.employee.firstName} ${who.employee.lastName}`;
    expect(rows[0]).toBe('Fund,Employee ID,Name,Account with the fund,Amount');
    expect(rows).toContain(`CIT,${person(gita)},00123,5000.00`);
    expect(rows).toContain(`CIT,${person(hari)},,2000.00`);
    expect(rows.at(-1)).toBe('CIT,Total,,,7000.00');
    const audited = await h.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, run._id), eq(auditLog.action, 'export_retirement_sheet')));
    expect(audited).toEqual([{ action: 'export_retirement_sheet', after: { people: 2 } }]);
  });
});
