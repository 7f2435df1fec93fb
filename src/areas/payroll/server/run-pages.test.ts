/**
 * A run's table a page at a time (rules §16): 50 lines a page in name order, narrowed by a name or an employee ID.
 * The people here share a surname no one else has.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const year = 2150;

describe("a run's lines", () => {
  it('come 50 a page in name order, and a search finds people by name or employee ID', async () => {
    const hr = await actorOf(h, 'hr');
    const tag = `Pg${randomBytes(4).toString('hex')}`;
    const people = [];
    for (let i = 0; i < 55; i++)
      people.push(
        await actorOf(h, 'employee', { firstName: `P${String(i).padStart(2, '0')}`, lastName: tag }),
      );
    const brackets = [{ up_to: null, rate_bp: 100 }];
    expect(
      (await call('settaxtable', hr.headers, { fiscal_year: year, variant: 'single', brackets })).statusCode,
    ).toBe(200);
    const created = await call('createpayrollrun', hr.headers, { period: `${year}-05` });
    expect(created.statusCode, created.body).toBe(200);
    const run = created.json<RunReply>();
    // Every step answers with the first page.
    expect(run.lines.length).toBe(Math.min(50, run.totals.people));
    expect(run.pages).toBe(Math.ceil(run.totals.people / 50));

    const page = async (n: number, search?: string) => {
      const res = await call('getpayrollrun', hr.headers, { _id: run._id, page: n, search });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RunReply>();
    };
    const [first, second] = [await page(1, tag.toUpperCase()), await page(2, tag)];
    expect([first.pages, first.page, first.lines.length, second.lines.length]).toEqual([2, 1, 50, 5]);
    const names = [...first.lines, ...second.lines].map((l) => l.name);
    expect(names).toEqual(people.map((_, i) => `P${String(i).padStart(2, '0')} ${tag}`));
    // The run's totals stay the whole run's.
    expect(first.totals.people).toBe(run.totals.people);

    const one = people[42]!.employee;
    const found = await page(1, one.employeeCode);
    expect(found.lines.map((l) => l.employee_id)).toContain(one.id);
    // `%` and `_` are letters in a search, not wildcards.
    expect((await page(1, `P%${tag}`)).lines).toEqual([]);
    const bad = await call('getpayrollrun', hr.headers, { _id: run._id, page: 0 });
    expect(bad.statusCode).toBe(400);
  });
});
