/**
 * A payslips job run by two instances at once (a lease that ran out while the first still ran): every PDF is
 * made and kept once, and the progress counts each once.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePayslips } from '../../src/areas/payroll/server/payslips.js';
import { payrollRunLines, payslipPdfs } from '../../src/server/db/schema.js';
import { twoInstances } from './instances.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('payslips made by two instances at once', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    two = await twoInstances(pgUrl!);
  });
  afterAll(() => two.close());

  it('keeps every PDF once', async () => {
    const hr = await two.person('hr');
    for (let i = 0; i < 20; i++) await two.person('employee');
    const call = (route: string, payload: object) =>
      two.apps[0]!.inject({ method: 'POST', url: `/api/employee/${route}`, headers: hr.headers, payload });
    const year = randomInt(2100, 2199);
    const brackets = [{ up_to: null, rate_bp: 100 }];
    expect((await call('settaxtable', { fiscal_year: year, variant: 'single', brackets })).statusCode).toBe(
      200,
    );
    const created = await call('createpayrollrun', { period: `${year}-06` });
    expect(created.statusCode, created.body).toBe(200);
    const run = created.json<{ _id: string }>();
    expect((await call('lockpayrollrun', { _id: run._id })).statusCode).toBe(200);
    const [lines] = await two.db
      .select({ n: count() })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, run._id));
    // One job's slice (250 people), by both instances at once, then once more: each PDF is kept once.
    const slice = { run_id: run._id, language: 'en', digits: 'latin', from: '0' } as const;
    await Promise.all(two.databases.map((d, i) => makePayslips(d.db, two.apps[i]!.pii, slice)));
    await makePayslips(two.databases[1]!.db, two.apps[1]!.pii, slice);
    const made = Math.min(250, lines!.n);
    const [kept] = await two.db
      .select({ n: count() })
      .from(payslipPdfs)
      .where(and(eq(payslipPdfs.runId, run._id), eq(payslipPdfs.locale, 'en-latin')));
    expect(kept!.n).toBe(made);
    expect((await call('preparepayslips', { _id: run._id })).json()).toEqual({
      total: lines!.n,
      ready: made,
    });
    console.log(`payslips raced by two instances: ${made} made once`);
  }, 180_000);
});
