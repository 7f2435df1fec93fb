/**
 * Bank transfer files by hr's templates (issue 41): the templates' life cycle and refusals, and a locked run's
 * file by each: its people (by the template's bank), columns, headers, amounts from the paisa, the control total,
 * an account's leading zeros kept as text in the XLSX (read back with exceljs), and the audit line.
 */

import { and, eq, inArray, notInArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditLog, payrollRunLines } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import type { BankTemplate, BankTemplateInput } from '../bank-files.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);

const template = (changes: Partial<BankTemplateInput> = {}): BankTemplateInput => ({
  name: `Bank ${unique()}`,
  columns: [
    { key: 'account', header: 'Account No' },
    { key: 'amount', header: 'Amount' },
  ],
  ...changes,
});

type Headers = Awaited<ReturnType<typeof actorOf>>['headers'];

async function bankNamed(hr: Headers, name: string) {
  const added = await call('addorgvalue', hr, { kind: 'bank', name });
  expect(added.statusCode, added.body).toBe(200);
}

describe('bank file templates', () => {
  it('lists the default template, and adds, changes and deletes one, audited', async () => {
    const hr = (await actorOf(h, 'hr')).headers;
    const listed = (await call('getbanktemplates', hr)).json<{ templates: BankTemplate[] }>().templates;
    // Today's file plus the bank, the branch and a control total, as XLSX.
    expect(listed.find((t) => t.name === 'Default')).toMatchObject({
      bank: null,
      header_row: true,
      total_row: true,
      kind: 'xlsx',
      columns: [
        { key: 'employee_code', header: 'Employee ID' },
        { key: 'name', header: 'Name' },
        { key: 'account', header: 'Bank account' },
        { key: 'bank', header: 'Bank' },
        { key: 'branch', header: 'Branch' },
        { key: 'amount', header: 'Net pay' },
      ],
    });

    const bank = `Nabil ${unique()}`;
    await bankNamed(hr, bank);
    const made = await call(
      'savebanktemplate',
      hr,
      template({ name: 'Nabil salaries', bank: bank.toUpperCase() }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const saved = made.json<BankTemplate>();
    // The bank as hr's list spells it; CSV or XLSX, XLSX unless told.
    expect([saved.bank, saved.kind, saved.header_row]).toEqual([bank, 'xlsx', true]);

    const changed = await call(
      'savebanktemplate',
      hr,
      template({ _id: saved._id, name: 'Nabil salaries', kind: 'csv', total_row: false, bank: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<BankTemplate>()).toMatchObject({
      _id: saved._id,
      kind: 'csv',
      total_row: false,
      bank: null,
    });

    const deleted = await call('deletebanktemplate', hr, { _id: saved._id });
    expect(deleted.statusCode).toBe(200);
    const again = await call('deletebanktemplate', hr, { _id: saved._id });
    expect([again.statusCode, again.json().code]).toEqual([404, 'bank_template_not_found']);
    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_file_template'), eq(auditLog.entityId, saved._id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a template with no columns, an unknown column, a name taken, an unknown bank, a total of nothing', async () => {
    const hr = (await actorOf(h, 'hr')).headers;
    const first = await call('savebanktemplate', hr, template({ name: 'Everest payroll' }));
    expect(first.statusCode, first.body).toBe(200);
    const refusals: [Partial<BankTemplateInput>, number, string, string | undefined][] = [
      [{ columns: [] }, 400, 'bank_template_no_columns', 'columns'],
      [
        {
          columns: [
            { key: 'amount', header: 'Amount' },
            { key: 'salary', header: 'Salary' },
          ] as never,
        },
        400,
        'bank_template_column_unknown',
        'columns.1.key',
      ],
      [{ name: 'EVEREST PAYROLL' }, 409, 'bank_template_name_taken', 'name'],
      [{ bank: `Nowhere ${unique()}` }, 400, 'org_value_unknown', 'payrollInfo.bank'],
      [
        { columns: [{ key: 'account', header: 'Account' }] },
        400,
        'bank_template_total_needs_amount',
        'total_row',
      ],
    ];
    for (const [changes, status, code, field] of refusals) {
      const res = await call('savebanktemplate', hr, template(changes));
      expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
      if (field !== 'payrollInfo.bank') expect(res.json().field).toBe(field);
    }
    // The unknown column's sentence names it, in English here.
    const unknown = await call(
      'savebanktemplate',
      hr,
      template({ columns: [{ key: 'iban', header: 'X' }] as never }),
    );
    expect(unknown.json().message).toContain("'iban'");
    const { templates } = (await call('getbanktemplates', hr)).json<{ templates: BankTemplate[] }>();
    expect(templates.filter((t) => t.name.toLowerCase() === 'everest payroll')).toHaveLength(1);
  });
});

describe("a locked run's file by a template", () => {
  it('holds the people of its bank, in its columns, with the control total, audited', async () => {
    const hr = await actorOf(h, 'hr');
    const [nabil, himalayan, third] = [`Nabil ${unique()}`, `Himalayan ${unique()}`, `Third ${unique()}`];
    for (const bank of [nabil, himalayan, third]) await bankNamed(hr.headers, bank);
    const people = {
      zero: await createEmployee(h, {
        bankAccount: '0012345678',
        bank: nabil,
        bankBranch: 'New Road',
        salary: 10_000.1,
      }),
      other: await createEmployee(h, {
        bankAccount: '99887766',
        bank: himalayan,
        bankBranch: 'Thamel',
        salary: 20_000.05,
      }),
      none: await createEmployee(h, { bank: third, salary: 5_000 }),
    };
    const year = 2151;
    const brackets = [{ up_to: null, rate_bp: 0 }];
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, { fiscal_year: year, variant, brackets });
    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-04` })).json<RunReply>();
    const xlsx = (
      await call(
        'savebanktemplate',
        hr.headers,
        template({
          bank: nabil,
          columns: [
            { key: 'account', header: 'Account No' },
            { key: 'name', header: 'Beneficiary' },
            { key: 'amount', header: 'Amount' },
            { key: 'currency', header: 'CCY' },
            { key: 'narration', header: 'Remarks', text: 'Salary {month} ({year})' },
          ],
        }),
      )
    ).json<BankTemplate>();
    const file = (templateId: string, headers = hr.headers) =>
      call('exportbankfile', headers, { _id: run._id, template_id: templateId });

    const draft = await file(xlsx._id);
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'payroll_bank_needs_lock']);
    expect((await call('calculatepayrollrun', hr.headers, { _id: run._id })).statusCode).toBe(200);
    expect((await call('lockpayrollrun', hr.headers, { _id: run._id })).statusCode).toBe(200);
    const ours = Object.values(people).map((p) => p.id);
    // Only these people's lines stay (others of the database are paid by other tests' runs).
    await h.database.db
      .delete(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, run._id), notInArray(payrollRunLines.employeeId, ours)));
    expect((await file(xlsx._id, (await actorOf(h, 'employee')).headers)).statusCode).toBe(403);

    // XLSX, Nabil only: the account a text cell with its zeros, the amount exact, the total the rows' sum.
    const res = await file(xlsx._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Account No', 'Beneficiary', 'Amount', 'CCY', 'Remarks'],
      [
        '0012345678',
        `Test ${people.zero.lastName}`,
        10_000.1,
        'NPR',
        `Salary ${year}-04 (${year}/${(year + 1) % 100})`,
      ],
      ['Total (1)', undefined, 10_000.1].concat([]),
    ]);
    expect(typeof book.worksheets[0]!.getCell('A2').value).toBe('string');

    // CSV for any bank, no header row: everyone with an account, the account quoted, the total the sum in paisa.
    const csv = (
      await call(
        'savebanktemplate',
        hr.headers,
        template({
          kind: 'csv',
          header_row: false,
          columns: [
            { key: 'employee_code', header: 'Code' },
            { key: 'account', header: 'Account' },
            { key: 'bank', header: 'Bank' },
            { key: 'branch', header: 'Branch' },
            { key: 'amount', header: 'Amount' },
          ],
        }),
      )
    ).json<BankTemplate>();
    // The person with no account is in "any bank": the file is refused, naming them.
    const refused = await file(csv._id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'bank_file_missing_accounts']);
    expect(refused.json().params).toEqual({ count: 1, codes: people.none.employeeCode });
    await h.database.db
      .delete(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, run._id), inArray(payrollRunLines.employeeId, [people.none.id])));
    const text = (await file(csv._id)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const [a, b] = [people.zero, people.other].sort((x, y) => x.employeeCode.localeCompare(y.employeeCode));
    const line = (p: typeof people.zero) =>
      p === people.zero
        ? `${p.employeeCode},"0012345678",${nabil},New Road,10000.10`
        : `${p.employeeCode},"99887766",${himalayan},Thamel,20000.05`;
    expect(text).toEqual([line(a!), line(b!), 'Total (2),,,,30000.15']);

    const audited = await h.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, run._id), eq(auditLog.action, 'export_bank_file')));
    expect(audited.map((r) => r.after)).toEqual([
      { people: 1, total: 1_000_010, template_id: xlsx._id, template: xlsx.name, bank: nabil, kind: 'xlsx' },
      { people: 2, total: 3_000_015, template_id: csv._id, template: csv.name, bank: null, kind: 'csv' },
    ]);
    expect(JSON.stringify(audited)).not.toContain('0012345678');
  });
});
