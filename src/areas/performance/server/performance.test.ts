import { describe, expect, it } from 'vitest';
import {
  actorOf,
  callerOf,
  createEmployee,
  cycleDates,
  setupHarness,
  unique,
} from '../../../server/test/harness.js';

const h = setupHarness();
const post = callerOf(h);

async function openCycle(headers: Record<string, string>) {
  const res = await post('createreviewcycle', headers, {
    name: `Cycle ${unique()}`,
    ...cycleDates(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().cycle as { _id: string; status: string };
}

describe('review cycles', () => {
  it('are opened and closed by hr only, with unique names and ordered dates', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const cycle = await openCycle(hr.headers);
    expect(cycle.status).toBe('open');
    expect(
      (
        await post('createreviewcycle', manager.headers, {
          name: 'X',
          start_date: '2026-01-01',
          end_date: '2026-02-01',
        })
      ).statusCode,
    ).toBe(403);
    const backwards = await post('createreviewcycle', hr.headers, {
      name: `B ${unique()}`,
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    });
    expect(backwards.json().message).toBe('End date must not be before start date');
    const name = `Same ${unique()}`;
    const first = cycleDates();
    await post('createreviewcycle', hr.headers, { name, ...first });
    const dup = await post('createreviewcycle', hr.headers, { name: name.toUpperCase(), ...cycleDates() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A review cycle with this name already exists');
    // Cycles may not overlap, even by one day, even when two are created at once.
    const overlapping = await Promise.all(
      [1, 2].map(() => post('createreviewcycle', hr.headers, { name: `Overlap ${unique()}`, ...first })),
    );
    for (const res of overlapping) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This review cycle overlaps another one: choose dates outside every other cycle',
      );
    }
    const closed = await post('updatereviewcycle', hr.headers, { cycle_id: cycle._id, status: 'closed' });
    expect(closed.json().cycle.status).toBe('closed');
    const list = await post('getreviewcycles', manager.headers);
    expect(list.json().cycles.map((c: { _id: string }) => c._id)).toContain(cycle._id);
  });
});

describe('reviews', () => {
  it('a manager reviews a direct report; the employee sees it on their profile', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const cycle = await openCycle(hr.headers);

    const sheet = await post('getreviews', manager.headers, { cycle_id: cycle._id });
    expect(sheet.json().rows).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ _id: report.employee.id }),
        review: null,
      }),
    ]);

    const review = {
      cycle_id: cycle._id,
      employee_id: report.employee.id,
      rating: 4,
      comments: 'Shipped the billing rewrite.',
      goals: [{ title: 'Ship billing', achieved: true }, { title: 'Mentor a junior' }],
    };
    const saved = await post('savereview', manager.headers, review);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Review saved successfully!');
    // Saving again rewrites the one review of the cycle.
    await post('savereview', manager.headers, { ...review, rating: 5 });

    const mine = await post('getemployeereviews', report.headers);
    expect(mine.json().reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comments: 'Shipped the billing rewrite.',
        goals: [
          { title: 'Ship billing', achieved: true },
          { title: 'Mentor a junior', achieved: false },
        ],
        reviewer: { _id: manager.employee.id, name: `Test ${manager.employee.lastName}` },
        cycle: expect.objectContaining({ _id: cycle._id }),
      }),
    ]);
    const hrView = await post('getreviews', hr.headers, { cycle_id: cycle._id });
    expect(
      hrView.json().rows.find((r: { employee: { _id: string } }) => r.employee._id === report.employee.id)
        .review.rating,
    ).toBe(5);
  });

  it('refuses other managers, self-reviews, employees, bad ratings and closed cycles', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const otherManager = await actorOf(h, 'manager');
    const report = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const cycle = await openCycle(hr.headers);
    const base = { cycle_id: cycle._id, employee_id: report.employee.id, rating: 3, comments: 'Steady work' };
    // A review with nothing in it is refused: a rating alone says nothing.
    const empty = await post('savereview', manager.headers, { ...base, comments: '', goals: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'A review needs comments or at least one goal',
      field: 'comments',
    });

    expect((await post('savereview', otherManager.headers, base)).statusCode).toBe(403);
    expect((await post('savereview', report.headers, base)).statusCode).toBe(403);
    expect(
      (await post('savereview', hr.headers, { ...base, employee_id: hr.employee.id })).json().message,
    ).toBe('You cannot review yourself');
    expect((await post('savereview', manager.headers, { ...base, rating: 6 })).json().message).toBe(
      'Rating must be a whole number from 1 to 5',
    );
    expect((await post('getreviews', report.headers, { cycle_id: cycle._id })).statusCode).toBe(403);
    const colleague = await createEmployee(h);
    expect((await post('getemployeereviews', report.headers, { employee_id: colleague.id })).statusCode).toBe(
      403,
    );

    await post('updatereviewcycle', hr.headers, { cycle_id: cycle._id, status: 'closed' });
    const late = await post('savereview', manager.headers, base);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This review cycle is closed');
  });
});
