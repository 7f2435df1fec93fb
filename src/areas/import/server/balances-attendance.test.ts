import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceRecords, leaveLedger } from '../../../server/db/schema.js';
import { actorOf, createEmployee, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { toBs } from '../../../shared/bs.js';
import { csv, importer } from './files.fixture.js';

const h = setupHarness();
const { importFile } = importer(h);

describe('importing opening leave balances', () => {
  it('writes an adjustment line "Opening balance" per person and type, once', async () => {
    const hr = await actorOf(h, 'hr');
    const a = await createEmployee(h);
    const b = await createEmployee(h);
    const header = ['Employee ID', 'Leave type', 'Days'];
    const file = csv(
      [
        [a.employeeCode, 'annual', '3.5'],
        [b.employeeCode, 'Sick', '2'],
        [b.employeeCode, 'Unpaid', '1'],
        ['NOBODY-1', 'Annual', '1'],
        [b.employeeCode, 'Picnic', '1'],
        [a.employeeCode, 'Sick', 'two'],
        [b.employeeCode, 'sick', '4'],
      ],
      ',',
      header,
    );
    const { preview, data } = await importFile(hr.headers, 'balances', 'balances.csv', Buffer.from(file));
    expect(preview).toMatchObject({ total: 7, created: 1, failed: 6 });
    expect(preview.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual(
      expect.arrayContaining([
        [4, 'That leave type is unlimited: it has no balance to adjust'],
        [5, 'No employee has this employee ID'],
        [6, 'That leave type is not one of the organisation’s leave types'],
        [7, 'Days must be a number'],
        [3, `${b.employeeCode} has an opening balance of Sick leave on row 8 too`],
        [8, `${b.employeeCode} has an opening balance of Sick leave on row 3 too`],
      ]),
    );
    expect(data.result).toEqual({ created: 1, updated: 0, failed: 6 });
    const lines = await h.database.db.select().from(leaveLedger).where(eq(leaveLedger.employeeId, a.id));
    expect(lines).toMatchObject([
      { kind: 'adjustment', leaveType: 'Annual', days: 3.5, note: 'Opening balance' },
    ]);
    const again = await importFile(
      hr.headers,
      'balances',
      'again.csv',
      Buffer.from(csv([[a.employeeCode, 'Annual', '1']], ',', header)),
    );
    expect(again.preview.errors[0].message).toBe(
      'This person already has an opening balance for this leave type',
    );
  });
});

describe('an opening balance as its leave type is kept (issue 44, item 11)', () => {
  it('refuses one below zero and one that is no whole or half day, saying why', async () => {
    const hr = await actorOf(h, 'hr');
    const [a, b, c] = [await createEmployee(h), await createEmployee(h), await createEmployee(h)];
    const file = csv(
      [
        [a.employeeCode, 'Annual', '-2'],
        [b.employeeCode, 'Annual', '2.3'],
        [c.employeeCode, 'Annual', '2.5'],
      ],
      ',',
      ['Employee ID', 'Leave type', 'Days'],
    );
    const { preview } = await importFile(hr.headers, 'balances', 'slips.csv', Buffer.from(file));
    expect(preview).toMatchObject({ total: 3, created: 1, failed: 2 });
    expect(
      preview.errors.map((e: { row: number; field: string; message: string }) => [e.row, e.field, e.message]),
    ).toEqual([
      [2, 'days', 'An opening balance of Annual leave cannot be below zero'],
      [3, 'days', 'Annual leave is counted in whole and half days, so 2.3 days cannot be its balance'],
    ]);
  });
});

describe('importing past attendance', () => {
  it('Present or Late by the rules; existing days reported, replaced only when asked; BS dates', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await createEmployee(h, { dateOfJoining: '2025-01-01' });
    await insertRecord(h, { employeeId: person.id, workDate: '2025-01-08', status: 'Present' });
    const header = ['Employee ID', 'Date', 'Check-in', 'Check-out'];
    const code = person.employeeCode;
    const file = csv(
      [
        [code, '2025-01-06', '09:05', '17:30'],
        [code, '2025-01-07', '9:25 AM', ''],
        [code, '2025-01-08', '09:00', '17:00'],
        [code, '2025-01-09', '10:00', '09:00'],
        [code, '2024-12-30', '09:00', '17:00'],
        [code, '2099-01-05', '09:00', '17:00'],
        [code, '2025-01-10', 'noon', ''],
      ],
      ',',
      header,
    );
    const { preview } = await importFile(hr.headers, 'attendance', 'clock.csv', Buffer.from(file));
    expect(preview).toMatchObject({ total: 7, created: 2, updated: 0, failed: 5 });
    expect(preview.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [4, 'There is already attendance for this day (choose "replace existing records" to overwrite it)'],
      [5, 'Check-out is before check-in'],
      [6, 'The day is before this person joined'],
      [7, 'The day is in the future'],
      [8, 'Check-in must be a time (hh:mm)'],
    ]);
    const records = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.employeeId, person.id));
    const byDay = Object.fromEntries(records.map((r) => [r.workDate, r]));
    expect(byDay['2025-01-06']).toMatchObject({
      status: 'Present',
      checkInAt: new Date('2025-01-06T03:20:00Z'),
    });
    expect(byDay['2025-01-07']).toMatchObject({ status: 'Late', checkOutAt: null });

    const bs = toBs('2025-01-08')!;
    const replace = csv(
      [
        [
          code,
          `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`,
          '09:30',
          '18:00',
        ],
      ],
      ',',
      header,
    );
    const replaced = await importFile(hr.headers, 'attendance', 'bs.csv', Buffer.from(replace), {
      dateFormat: 'bs',
      update: true,
    });
    expect(replaced.data.result).toEqual({ created: 0, updated: 1, failed: 0 });
    const [day] = await h.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, person.id), eq(attendanceRecords.workDate, '2025-01-08')));
    expect(day).toMatchObject({ status: 'Late', checkOutAt: new Date('2025-01-08T12:15:00Z') });
  });
});
