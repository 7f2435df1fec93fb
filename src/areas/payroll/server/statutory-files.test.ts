/**
 * The files the law asks of a locked run (issue 41): the SSF contribution schedule and the monthly annex of tax
 * deducted at source, each with its people's sealed numbers opened, a row of totals, for hr only, from a locked run,
 * each download audited (the numbers never in the audit log).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, payrollRunLines } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const year = 2175;

describe('statutory files of a run', () => {
  it('lists SSF contributors with their shares, and everyone’s PAN, income and tax, with totals', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    await call('settaxtable', hr.headers, {
      fiscal_year: year,
      variant: 'single',
      brackets: [{ up_to: null, rate_bp: 100 }],
    });
    // Nepal's SSF: 11 % from the employee, 20 % from the employer, of the basic paid (SSF Act 2074; issue 41's figures).
    const ssf = await call('savecontributionscheme', hr.headers, {
      name: 'Social Security Fund',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      base: 'basic',
      tax_deductible: true,
      social_security_fund: true,
      // NEPAL.md (SSF Act 2074, Baker Tilly Nepal): provident fund 10 + 10 %, gratuity 8.33 %, medical/maternity
      // 1 % (employee), accident/disability 1.4 % and dependent family 0.27 % (employer).
      parts: [
        { name: 'Provident fund', employee_rate_bp: 1_000, employer_rate_bp: 1_000 },
        { name: 'Gratuity', employee_rate_bp: 0, employer_rate_bp: 833 },
        { name: 'Medical and maternity', employee_rate_bp: 100, employer_rate_bp: 0 },
        { name: 'Accident and disability', employee_rate_bp: 0, employer_rate_bp: 140 },
        { name: 'Dependent family', employee_rate_bp: 0, employer_rate_bp: 27 },
      ],
      active: true,
    });
    expect(ssf.statusCode, ssf.body).toBe(200);
    const sita = await actorOf(h, 'employee', { salary: 50_000 });
    const ram = await actorOf(h, 'employee', { salary: 30_000 });
    await h.database.db
      .update(employees)
      .set({ pan: h.app.pii.seal('123456789'), ssfNumber: h.app.pii.seal('0070011223') })
      .where(eq(employees.id, sita.employee.id));
    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-06` })).json<RunReply>();
    // Only these two: the files are checked line by line.
    const others = await h.database.db.select({ id: employees.id }).from(employees);
    for (const o of others)
      if (o.id !== sita.employee.id && o.id !== ram.employee.id)
        await h.database.db
          .delete(payrollRunLines)
          .where(and(eq(payrollRunLines.runId, run._id), eq(payrollRunLines.employeeId, o.id)));

    for (const name of ['exportssfschedule', 'exporttdsannex']) {
      const early = await call(name, hr.headers, { _id: run._id });
      expect([early.statusCode, early.json().code]).toEqual([409, 'payroll_files_need_lock']);
    }
    expect((await call('lockpayrollrun', hr.headers, { _id: run._id })).statusCode).toBe(200);
    expect((await call('exportssfschedule', sita.headers, { _id: run._id })).statusCode).toBe(403);

    const schedule = await call('exportssfschedule', hr.headers, { _id: run._id });
    expect(schedule.statusCode).toBe(200);
    const rows = schedule.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe(
      'Employee ID,Name,SSF number,Contribution base (basic paid),Employee share,Employer share,Provident fund,Medical and maternity,Gratuity,Accident and disability,Dependent family,Total contribution',
    );
    // 11 % and 20 % of 50,000, then each part (10 + 10 % of it is 10,000; 8.33 % is 4,165; 1 % 500; 1.4 % 700;
    // 0.27 % 135); the number kept as written, its leading zeros too.
    expect(rows).toContain(
      `${sita.employee.employeeCode},${sita.employee.firstName} ${sita.employee.lastName},0070011223,50000.00,5500.00,10000.00,10000.00,500.00,4165.00,700.00,135.00,15500.00`,
    );
    // Of 80,000: the parts add up to the total exactly.
    expect(rows.at(-1)).toBe(
      'Total,,,80000.00,8800.00,16000.00,16000.00,800.00,6664.00,1120.00,216.00,24800.00',
    );
    // A scheme whose parts do not add up to its rates is refused, naming the field.
    const wrong = await call('savecontributionscheme', hr.headers, {
      name: 'Wrong fund',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      parts: [{ name: 'Provident fund', employee_rate_bp: 1_000, employer_rate_bp: 1_000 }],
    });
    expect([wrong.statusCode, wrong.json().code, wrong.json().field]).toEqual([
      400,
      'payroll_scheme_parts',
      'parts',
    ]);

    const annex = await call('exporttdsannex', hr.headers, { _id: run._id });
    const lines = annex.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('PAN,Name,Employee ID,Income this month,Taxable income,Tax withheld');
    // 50,000 less 5,500 to the fund is taxable: 1 % of 44,500 = 445.
    expect(lines).toContain(
      `123456789,${sita.employee.firstName} ${sita.employee.lastName},${sita.employee.employeeCode},50000.00,44500.00,445.00`,
    );
    // Ram has no PAN yet: his row says so by an empty cell, never by someone else's number.
    expect(lines.find((l) => l.includes(ram.employee.employeeCode))).toMatch(/^,/);
    expect(lines.at(-1)).toBe('Total,,,80000.00,71200.00,712.00');

    const audited = await h.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, run._id));
    expect(
      audited.filter((a) => a.action.startsWith('export_')).sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: 'export_ssf_schedule', after: { people: 2 } },
      { action: 'export_tds_annex', after: { people: 2 } },
    ]);
    expect(JSON.stringify(audited)).not.toContain('123456789');
  });
});
