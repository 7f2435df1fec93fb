import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';

const h = setupHarness();
const post = callerOf(h);

describe('getauditlog and exportauditlog', () => {
  it('lists changes newest first with the actor, filtered by actor and entity', async () => {
    const hr = await actorOf(h, 'hr');
    const someone = await actorOf(h, 'employee');
    // Two changes by the employee (reveals), one by hr.
    await post('revealpersonaldata', someone.headers);
    await post('revealpersonaldata', someone.headers);
    await post('revealpersonaldata', hr.headers, { employee_id: someone.employee.id });

    const mine = await post('getauditlog', hr.headers, { actor_id: someone.employee.id });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    expect(mine.json().entries[0]).toMatchObject({
      action: 'reveal',
      entity: 'employee',
      entityId: someone.employee.id,
      actor: { _id: someone.employee.id, name: `Test ${someone.employee.lastName}` },
    });
    const byHr = await post('getauditlog', hr.headers, {
      actor_id: hr.employee.id,
      entity: 'employee',
      pageSize: 1,
    });
    expect(byHr.json()).toMatchObject({ total: 1, pageSize: 1, page: 1 });
    expect(byHr.json().entities).toContain('employee');
    const times = (await post('getauditlog', hr.headers, { pageSize: 20 }))
      .json()
      .entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by date and exports CSV', async () => {
    const hr = await actorOf(h, 'hr');
    await post('revealpersonaldata', hr.headers);
    const future = await post('getauditlog', hr.headers, { from: '2999-01-01' });
    expect(future.json().total).toBe(0);
    const csv = await post('exportauditlog', hr.headers, { actor_id: hr.employee.id });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('\uFEFFTime,Actor,Action,Entity,Entity ID,Before,After,Request ID');
    expect(row).toContain(',reveal,employee,');
  });

  it('is hr only and validates its filters', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const { headers } = await actorOf(h, role);
      expect((await post('getauditlog', headers)).statusCode).toBe(403);
      expect((await post('exportauditlog', headers)).statusCode).toBe(403);
    }
    const hr = await actorOf(h, 'hr');
    expect((await post('getauditlog', hr.headers, { from: '23/11/2026' })).json().message).toBe(
      'From must be a date as yyyy-mm-dd',
    );
    expect((await post('getauditlog', hr.headers, { pageSize: 1000 })).statusCode).toBe(400);
  });
});
