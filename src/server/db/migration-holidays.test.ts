/**
 * Migration holiday_calendars (issue 40): today's holidays, a jsonb list on the settings row, move into the
 * holidays table, every one kept, for everyone and confirmed; the settings row's list stays as it was, and from
 * then on follows the table (a trigger in the writer's transaction).
 */
import { describe, expect, it } from 'vitest';
import { migratedDatabase, migrateOn } from './migration-test-helpers.js';

describe('migration holiday_calendars on the holidays of today', () => {
  it('keeps every holiday, for everyone and confirmed, and the settings list follows the table from then on', async () => {
    const client = await migratedDatabase('holiday_calendars');
    const today = [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-04-14', name: 'नयाँ वर्ष' },
      { date: '2027-03-08', name: "Women's Day" },
    ];
    await client.query(`insert into organisation_settings (id, holidays) values (1, $1)`, [
      JSON.stringify(today),
    ]);
    const revision = async () =>
      Number(
        (await client.query<{ revision: string }>('select revision from organisation_settings')).rows[0]!
          .revision,
      );
    const revisionBefore = await revision();

    await migrateOn(client);

    const rows = await client.query<Record<string, unknown>>(
      `select to_char(date, 'YYYY-MM-DD') as date, name, gender, branches, confirmed, source from holidays order by date`,
    );
    expect(rows.rows).toEqual(
      [...today]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((h) => ({ ...h, gender: null, branches: [], confirmed: true, source: 'settings' })),
    );
    const settings = async () =>
      (
        await client.query<{ holidays: { date: string; name: string }[] }>(
          'select holidays from organisation_settings',
        )
      ).rows[0]!.holidays;
    expect(new Set((await settings()).map((h) => `${h.date} ${h.name}`))).toEqual(
      new Set(today.map((h) => `${h.date} ${h.name}`)),
    );

    // A women-only holiday stays off everyone's list; one for everyone joins it, and the row's revision moves.
    await client.query(`insert into holidays (date, name, gender) values ('2027-08-01', 'Teej', 'female')`);
    await client.query(`insert into holidays (date, name) values ('2027-01-15', 'Maghi')`);
    expect((await settings()).map((h) => h.date)).toEqual([
      '2026-04-14',
      '2026-12-25',
      '2027-01-15',
      '2027-03-08',
    ]);
    expect(await revision()).toBeGreaterThan(revisionBefore);
  });
});
