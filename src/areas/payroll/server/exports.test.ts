/**
 * A run's CSV files (rules §16): the register with every figure, and the bank transfer file, which opens bank
 * accounts only for hr, only for a locked run, and is audited each time.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payrollRunLines } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const year = 2150;
const npr = (rupees: number) => Math.round(rupees * 100);

describe("a run's CSV files", () => {
  it('writes the register, and the bank file once locked, with the account opened and the download audited', async () => {
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee', { bankAccount: '0123456789012', salary: 33_333.33 });
    const brackets = [{ up_to: null, rate_bp: 100 }];
    expect(
      (await call('settaxtable', hr.headers, { fiscal_year: year, variant: 'single', brackets })).statusCode,
    ).toBe(200);
    // A one-off this month: its own column in the register, not "other deductions".
    expect(
      (
        await call('addpayrolladjustment', hr.headers, {
          employee_id: emp.employee.id,
          label: 'Bonus',
          amount: npr(1_000),
        })
      ).statusCode,
    ).toBe(200);
    const created = await call('createpayrollrun', hr.headers, { period: `${year}-05` });
    expect(created.statusCode, created.body).toBe(200);
    const run = created.json() as RunReply;
    // The run holds hr too: the line is found by employee ID.
    const [line] = (
      await call('getpayrollrun', hr.headers, { _id: run._id, search: emp.employee.employeeCode })
    )
      .json<RunReply>()
      .lines.filter((l) => l.employee_id === emp.employee.id);
    // 33 333.33 a month, 1 % tax: 333.3333, and the bonus's 10 in its month: 343.33.
    expect([line?.gross, line?.tax, line?.net]).toEqual([npr(34_333.33), npr(343.33), npr(33_990)]);

    const register = await call('exportpayrollregister', hr.headers, { _id: run._id });
    expect(register.statusCode).toBe(200);
    expect(register.headers['content-type']).toContain('text/csv');
    const rows = register.body.trim().split('\r\n');
    const row = rows.find((r) => r.startsWith(emp.employee.employeeCode))!;
    // Basic, unpaid days, gross, unpaid days' pay, one-offs, contributions, tax, other, total deductions, net, employer.
    expect(row).toContain(',33333.33,0,34333.33,0.00,1000.00,0.00,343.33,0.00,343.33,33990.00,0.00');
    expect(rows[0]).toContain(
      'Employee ID,Name,Department,Basic,Unpaid days,Gross,Unpaid days’ pay,One-offs (paid − taken back)',
    );
    // The last row adds every person's figures up: here the run's totals.
    expect(rows.at(-1)).toMatch(/^Total,,,/);
    expect(rows.at(-1)!.split(',')[5]).toBe((run.totals.gross / 100).toFixed(2));
    expect(rows.at(-1)!.split(',')[12]).toBe((run.totals.net / 100).toFixed(2));

    const early = await call('exportbanktransfer', hr.headers, { _id: run._id });
    expect([early.statusCode, early.json().code]).toEqual([409, 'payroll_bank_needs_lock']);
    expect((await call('lockpayrollrun', hr.headers, { _id: run._id })).statusCode).toBe(200);
    expect((await call('exportbanktransfer', emp.headers, { _id: run._id })).statusCode).toBe(403);
    // Only this person's line stays: the bank file is checked against one row.
    await h.database.db
      .delete(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, run._id), ne(payrollRunLines.employeeId, emp.employee.id)));
    const bank = await call('exportbanktransfer', hr.headers, { _id: run._id });
    expect(bank.statusCode).toBe(200);
    expect(bank.body).toContain(
      `${emp.employee.employeeCode},${emp.employee.firstName} ${emp.employee.lastName},0123456789012,33990.00`,
    );
    const audited = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, run._id), eq(auditLog.action, 'export_bank_file')));
    expect(audited).toHaveLength(1);
    const registerAudit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, run._id), eq(auditLog.action, 'export_register')));
    expect(registerAudit).toHaveLength(1);
    // The account is never in the audit log.
    expect(JSON.stringify(audited)).not.toContain('0123456789012');

    // The year so far: the locked run counts, a draft would not.
    const ytd = await call('exportyeartodatetax', hr.headers, { fiscal_year: year });
    expect(ytd.statusCode).toBe(200);
    expect(ytd.body).toContain(
      `${emp.employee.employeeCode},${emp.employee.firstName} ${emp.employee.lastName},34333.33,34333.33,343.33,33990.00,1`,
    );
    const ytdAudit = await h.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, hr.employee.id), eq(auditLog.action, 'export_tax_year_to_date')));
    expect(ytdAudit).toEqual([{ after: { fiscal_year: year } }]);
  });
});
