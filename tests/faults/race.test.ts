/**
 * Two server instances on one PostgreSQL, racing: check-ins of one employee, decisions on one leave request and
 * on one correction, part-day requests of one person, employee creation with one e-mail, and the leave accrual
 * job. Exactly one wins every round; the others get 409; the job writes each credit once.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openRequest } from '../../src/areas/approvals/server/writes.js';
import { createPayload } from '../../src/areas/employees/server/employee-test-helpers.js';
import { accrueLeave } from '../../src/areas/leave/server/accrual.js';
import { anonymousTrace } from '../../src/server/actor.js';
import { queryRows } from '../../src/server/db/client.js';
import {
  attendanceRecords,
  leaveLedger,
  leaveRequests,
  organisationSettings,
} from '../../src/server/db/schema.js';
import { addTestListValues } from '../../src/server/test/org-lists.js';
import { twoInstances } from './instances.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 10;

describe.skipIf(!pgUrl)('two instances racing on one PostgreSQL', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  const tally = { races: 0, requests: 0 };

  beforeAll(async () => {
    two = await twoInstances(pgUrl!);
    // The department and designation `createPayload` names are the organisation's (issue 40).
    await addTestListValues(two.db);
  });
  afterAll(async () => {
    await two.close();
    console.log(
      `races: ${tally.races} rounds, ${tally.requests} requests over two instances, one winner each`,
    );
  });

  const db = () => two.db;
  const person = (...args: Parameters<typeof two.person>) => two.person(...args);
  /** Fires every request at once, alternating instances, and returns the status codes. */
  async function race(requests: { headers: Record<string, string>; url: string; payload: object }[]) {
    tally.races++;
    tally.requests += requests.length;
    const replies = await Promise.all(
      requests.map((r, i) =>
        two.apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/employee/${r.url}`,
          headers: r.headers,
          payload: r.payload,
        }),
      ),
    );
    return replies.map((r) => r.statusCode).sort();
  }

  it('check-ins of one employee make one record', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { row, headers } = await person('employee');
      const codes = await race(Array.from({ length: 8 }, () => ({ headers, url: 'check_in', payload: {} })));
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(7);
      const records = await db()
        .select()
        .from(attendanceRecords)
        .where(eq(attendanceRecords.employeeId, row.id));
      expect(records).toHaveLength(1);
    }
  });

  it('two deciders on one leave request give one decision', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const manager = await person('manager');
      const hr = await person('hr');
      const { row } = await person('employee', manager.row.id);
      const [leave] = await db()
        .insert(leaveRequests)
        .values({
          employeeId: row.id,
          leaveType: 'Unpaid',
          reason: 'Race',
          startDate: '2031-03-03',
          endDate: '2031-03-04',
        })
        .returning();
      const codes = await race([
        { headers: manager.headers, url: 'approveleave', payload: { _id: leave!.id, status: 'approved' } },
        { headers: hr.headers, url: 'approveleave', payload: { _id: leave!.id, status: 'rejected' } },
        { headers: manager.headers, url: 'approveleave', payload: { _id: leave!.id, status: 'rejected' } },
        { headers: hr.headers, url: 'approveleave', payload: { _id: leave!.id, status: 'approved' } },
      ]);
      expect(codes).toEqual([200, 409, 409, 409]);
      const [after] = await db().select().from(leaveRequests).where(eq(leaveRequests.id, leave!.id));
      expect(['approved', 'rejected']).toContain(after!.status);
      // An approval takes the days from the balance once.
      const taken = await db().select().from(leaveLedger).where(eq(leaveLedger.leaveId, leave!.id));
      expect(taken).toHaveLength(after!.status === 'approved' ? 1 : 0);
    }
  });

  it('part-day requests of one person on two instances: one of the overlapping, a morning beside an afternoon', async () => {
    // Unpaid leave in half days for this test, then as it was.
    const [before] = await db().select().from(organisationSettings);
    const halves = before!.leaveTypes.map((t) =>
      t.name === 'Unpaid' ? { ...t, unit: 'half_day' as const } : t,
    );
    await db().update(organisationSettings).set({ leaveTypes: halves });
    onTestFinished(() =>
      db()
        .update(organisationSettings)
        .set({ leaveTypes: before!.leaveTypes })
        .then(() => {}),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const { row, headers } = await person('employee');
      const day = {
        leavetype: 'Race',
        leave_type: 'Unpaid',
        start_date: '2031-03-05',
        end_date: '2031-03-05',
      };
      const codes = await race([
        { headers, url: 'applyleave', payload: { ...day, start_part: 'afternoon' } },
        { headers, url: 'applyleave', payload: { ...day, start_part: 'afternoon' } },
        { headers, url: 'applyleave', payload: day },
      ]);
      expect(codes).toEqual([201, 409, 409]);
      const [won] = await db().select().from(leaveRequests).where(eq(leaveRequests.employeeId, row.id));
      // A morning fits beside the afternoon, not beside the whole day.
      const morning = await race([
        { headers, url: 'applyleave', payload: { ...day, start_part: 'morning' } },
      ]);
      expect(morning).toEqual([won!.startPart === 'afternoon' ? 201 : 409]);
    }
  });

  it('the accrual job run on both instances at once writes each credit once', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from leave_ledger where year_start = '2089-01-01'`,
        )
      )[0]!.n;
    const run = () => Promise.all(two.databases.map((d) => accrueLeave(d.db, '2089-01-01', '2089-12-31')));
    await run();
    const once = await count();
    const [{ n: people } = { n: 0 }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from employees`,
    );
    // Annual, Sick and Personal for everyone there that year.
    expect(once).toBeGreaterThanOrEqual(people);
    await run();
    expect(await count()).toBe(once);
  });

  it('approvers of a correction on two instances give one decision and write the day once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const manager = await person('manager');
      const hr = await person('hr');
      const { row } = await person('employee', manager.row.id);
      const request = await db().transaction((tx) =>
        openRequest(tx, anonymousTrace('race'), new Date(), {
          kind: 'attendance',
          employee: { id: row.id, managerId: manager.row.id, department: null },
          payload: { date: '2025-01-06', check_in_time: '09:00', check_out_time: null, reason: 'Race' },
        }),
      );
      const decide = (headers: Record<string, string>, status: string) => ({
        headers,
        url: 'decide',
        payload: { _id: request.id, status },
      });
      const codes = await race([
        decide(manager.headers, 'approved'),
        decide(hr.headers, 'approved'),
        decide(manager.headers, 'rejected'),
        decide(hr.headers, 'approved'),
      ]);
      expect(codes).toEqual([200, 409, 409, 409]);
      const [counts] = await queryRows<{ decisions: number; days: number; status: string }>(
        db(),
        sql`select (select count(*)::int from approval_decisions where request_id = ${request.id}) as decisions,
          (select count(*)::int from attendance_records where employee_id = ${row.id}) as days,
          (select status from approval_requests where id = ${request.id}) as status`,
      );
      expect(counts!.decisions).toBe(1);
      // The day is written only by an approval, and once.
      expect(counts!.days).toBe(counts!.status === 'approved' ? 1 : 0);
    }
  });

  it('creating employees with one e-mail creates one', async () => {
    const hr = await person('hr');
    for (let round = 0; round < ROUNDS; round++) {
      const email = `race-new-${randomBytes(6).toString('hex')}@test.example`;
      const codes = await race(
        Array.from({ length: 6 }, () => ({
          headers: hr.headers,
          url: 'createemployee',
          payload: createPayload({ email }),
        })),
      );
      expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(5);
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from employees where lower(email) = ${email}`,
      );
      expect(row?.n).toBe(1);
    }
  });
});
