/**
 * What decides by the time, or records it, reads the server's clock `app.now()` (decision 025), never the
 * machine's: the time a settings change is stamped with, and which salary structure is in force today.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from './db/schema.js';
import { actorOf, callerOf, setupHarness } from './test/harness.js';

// A day the machine's clock has not reached: Wednesday 11 June 2031, 09:45 in Kathmandu.
const now = new Date('2031-06-11T04:00:00Z');
const h = setupHarness({ now: () => now });
const post = callerOf(h);

describe('the server clock', () => {
  it('stamps a settings change with its time', async () => {
    const { headers } = await actorOf(h, 'hr');
    const { companyName } = (await post('getsettings', headers)).json();
    const saved = await post('updatesettings', headers, { companyName });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedAt).toBe(now.toISOString());
  });

  it('puts on the profile the salary structure in force on its today', async () => {
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee', { salary: 50_000 });
    const set = await post('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2031-01-01',
      basic: 7_000_000,
      lines: [],
    });
    expect(set.statusCode).toBe(200);
    const [row] = await h.database.db
      .select({ salary: employees.salary })
      .from(employees)
      .where(eq(employees.id, emp.employee.id));
    expect(row?.salary).toBe(70_000);
  });
});
