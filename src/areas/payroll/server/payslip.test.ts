/**
 * Payslip PDFs (rules §16): the text extracted from the PDF holds the right figures, in English and in Nepali
 * (Devanagari words and digits); a person downloads only their own, once published; hr anyone's, any time.
 * Set KEEP_PAYSLIPS=<folder> to keep the PDFs (to look at them with pdftoppm).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, eq, notInArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { employees, organisationValues, payrollRunLines } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { settleQueuedJobs } from '../../../server/test/jobs.js';
import type { RunReply } from '../schemas.js';
import { rendererHeap } from './payslip-thread.js';
import { drained, makePayslips } from './payslips.js';

const h = setupHarness();
const call = callerOf(h);
type Headers = Record<string, string>;
const year = 2150;
const npr = (rupees: number) => Math.round(rupees * 100);

async function ok<T>(name: string, headers: Headers, payload: object = {}): Promise<T> {
  const res = await call(name, headers, payload);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const download = (headers: Headers, query: Record<string, string>) =>
  h.app.inject({
    method: 'GET',
    url: `/api/employee/downloadpayslip?${new URLSearchParams(query)}`,
    headers,
  });

async function textOf(pdf: Buffer, keep: string) {
  if (process.env.KEEP_PAYSLIPS) writeFileSync(path.join(process.env.KEEP_PAYSLIPS, keep), pdf);
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('a payslip PDF', () => {
  it('says the figures of the run in the reader’s language, to its person and hr only', async () => {
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee', { firstName: 'Sita', lastName: 'Sharma' });
    const colleague = await actorOf(h, 'employee');
    await ok('settaxtable', hr.headers, {
      fiscal_year: year,
      variant: 'single',
      brackets: [
        { up_to: npr(500_000), rate_bp: 100 },
        { up_to: null, rate_bp: 1_000 },
      ],
    });
    await ok('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2024-01-15',
      basic: npr(45_000),
      lines: [
        { name: 'Dearness', kind: 'earning', amount: npr(5_000) },
        { name: 'Canteen', kind: 'deduction', amount: npr(750.5) },
      ],
    });
    const run = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${year}-04` });
    // The run holds hr and the colleague too: the line is found by employee ID.
    const [line] = (
      await call('getpayrollrun', hr.headers, { _id: run._id, search: emp.employee.employeeCode })
    )
      .json<RunReply>()
      .lines.filter((l) => l.employee_id === emp.employee.id);
    // 50 000 a month, 12 months left: 600 000 a year, tax 5 000 + 10 000 = 15 000, 1 250 a month.
    expect([line?.gross, line?.tax, line?.net]).toEqual([
      npr(50_000),
      npr(1_250),
      npr(50_000 - 750.5 - 1_250),
    ]);

    // A draft: hr may see it, the person not yet; a colleague never.
    const query = { run_id: run._id, employee_id: emp.employee.id };
    expect((await download(hr.headers, query)).statusCode).toBe(200);
    expect((await download(emp.headers, { run_id: run._id })).json().code).toBe('payroll_payslip_not_found');
    // A draft's zip would change under hr's hands: made from a locked run only.
    expect((await call('preparepayslips', hr.headers, { _id: run._id })).json().code).toBe(
      'payroll_payslips_need_lock',
    );
    await ok('lockpayrollrun', hr.headers, { _id: run._id });
    await ok('publishpayrollrun', hr.headers, { _id: run._id });
    // What Nepal's payslips carry (issue 41): her designation, PAN and SSF number, stored sealed.
    await h.database.db
      .update(employees)
      .set({
        designation: 'Accountant',
        pan: h.app.pii.seal('123456789'),
        ssfNumber: h.app.pii.seal('7700112233'),
      })
      .where(eq(employees.id, emp.employee.id));
    expect((await download(colleague.headers, query)).statusCode).toBe(403);

    const mine = await download(emp.headers, { run_id: run._id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const english = await textOf(mine.rawPayload, 'payslip-en.pdf');
    for (const part of [
      'Payslip',
      `April ${year}`,
      'Sita Sharma',
      emp.employee.employeeCode,
      'Basic',
      '45,000.00',
      'Dearness',
      '5,000.00',
      'Gross pay',
      '50,000.00',
      'Canteen',
      '750.50',
      'Income tax',
      '1,250.00',
      'Total deductions',
      '2,000.50',
      'Net pay',
      '47,999.50',
      'This fiscal year so far',
      'Designation: Accountant',
      `Fiscal year: ${year}/51`,
      'PAN: 123456789',
      'SSF number: 7700112233',
      // Why the tax is 1,250: 600,000 a year, 15,000 of tax, nothing withheld before, a twelfth of it now.
      'How this month’s income tax was worked out',
      'this pay for the 12 months left',
      '600,000.00',
      'Taxable income for the year',
      'Tax for the year',
      '15,000.00',
      'Withheld in earlier months',
      'This month’s tax',
    ])
      expect(english, part).toContain(part);
    // No relief applied to her: none is listed as nothing taken off.
    expect(english).not.toContain('Women’s rebate');

    // hr's zip of every payslip of the run holds this one, with the same figures. (The run keeps only these two.)
    await h.database.db
      .delete(payrollRunLines)
      .where(
        and(
          eq(payrollRunLines.runId, run._id),
          notInArray(payrollRunLines.employeeId, [emp.employee.id, colleague.employee.id]),
        ),
      );
    // Made by background jobs: asked for, refused until made, then streamed; making them again adds nothing.
    expect(await ok('preparepayslips', hr.headers, { _id: run._id })).toEqual({ total: 2, ready: 0 });
    expect((await call('exportpayslips', hr.headers, { _id: run._id })).json().code).toBe(
      'payroll_payslips_not_ready',
    );
    await settleQueuedJobs(h.database.db, [], ['email', 'digest']);
    await h.app.jobs.runDue();
    expect(await ok('preparepayslips', hr.headers, { _id: run._id })).toEqual({ total: 2, ready: 2 });
    // The run's last batch made, the renderer's thread is gone at once, not after its idle pause.
    expect(await rendererHeap()).toBeUndefined();
    await makePayslips(h.database.db, h.app.pii, {
      run_id: run._id,
      language: 'en',
      digits: 'latin',
      from: '0',
    });
    expect(await ok('preparepayslips', hr.headers, { _id: run._id })).toEqual({ total: 2, ready: 2 });
    const zip = await call('exportpayslips', hr.headers, { _id: run._id });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const name = `payslip-${year}-04-${emp.employee.employeeCode}.pdf`.replace(/[^\w.-]/g, '_');
    expect(Object.keys(files)).toHaveLength(2);
    expect(Object.keys(files)).toContain(name);
    expect(await textOf(Buffer.from(files[name]!), 'payslip-zip.pdf')).toContain('47,999.50');
    expect((await call('exportpayslips', emp.headers, { _id: run._id })).statusCode).toBe(403);

    await h.database.db.update(employees).set({ language: 'ne' }).where(eq(employees.id, emp.employee.id));
    // Her designation in the Nepali name hr gave it (issue 44).
    await h.database.db
      .insert(organisationValues)
      .values({ kind: 'designation', name: 'Accountant', labels: { ne: 'लेखापाल' } });
    const nepali = await textOf(
      (await download(emp.headers, { run_id: run._id })).rawPayload,
      'payslip-ne.pdf',
    );
    for (const part of [
      '४७,९९९.५०',
      '४५,०००.००',
      '१,२५०.००',
      'Sita Sharma',
      'Dearness',
      '१२३४५६७८९',
      '७७००११२२३३',
      `${'२१५०/५१'}`,
      '१५,०००.००',
      'लेखापाल',
    ])
      expect(nepali, part).toContain(part);
    expect(nepali).not.toContain('Accountant');
    // Words in Devanagari: extracted as written where no conjunct changes the glyphs.
    expect(nepali).toMatch(/[\u0900-\u097f]/);
    expect(nepali).not.toContain('Net pay');
  });
});

describe("the zip's wait for a slow reader", () => {
  // A run's zip waits once per page of PDFs: a listener left behind on each wait piled up (Node warned at 11).
  it('leaves no listener on the stream, however many pages it waited for', async () => {
    const out = new PassThrough();
    for (let page = 0; page < 20; page++) {
      const waited = drained(out);
      out.emit('drain');
      await waited;
    }
    expect(out.listenerCount('close')).toBe(0);
    expect(out.listenerCount('drain')).toBe(0);
    const closing = drained(out);
    out.destroy();
    await closing;
  });
});
