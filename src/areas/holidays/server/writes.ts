/**
 * What transactions write of holidays besides hr's own calls: a shipped pack's holidays (confirming a pack), and
 * the organisation-wide list the settings call still takes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client.js';
import { holidays } from '../../../server/db/schema.js';
import { type HolidayPackId, holidayPacks } from '../../../shared/holiday-packs/np-2083.js';

/** Adds a pack's holidays not stored yet (by date and name), confirmed. */
export async function installPack(tx: Tx, pack: HolidayPackId) {
  const { holidays: days } = holidayPacks[pack];
  return tx
    .insert(holidays)
    .values(
      days.map((h) => ({
        date: h.date,
        name: h.name,
        nameNe: h.nameNe,
        tags: h.tags,
        gender: h.gender,
        source: `pack:${pack}`,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/**
 * The settings call's `holidays` (everyone's confirmed holidays, one a date: what the settings row shows of the
 * table) written through to the table as a change from what it showed: a date gone or renamed deletes that
 * holiday, a new or renamed one is added; the others are left as they are, tags and Nepali names included. The
 * table's trigger then writes the settings row's list again.
 */
export async function changeEveryoneHolidays(
  tx: Tx,
  shown: readonly { date: string; name: string }[],
  wanted: readonly { date: string; name: string }[],
) {
  const key = (h: { date: string; name: string }) => `${h.date}\u0000${h.name}`;
  const keep = new Set(wanted.map(key));
  const had = new Set(shown.map(key));
  const everyone = and(
    eq(holidays.confirmed, true),
    isNull(holidays.gender),
    sql`cardinality(${holidays.branches}) = 0`,
  );
  for (const h of shown.filter((x) => !keep.has(key(x))))
    await tx.delete(holidays).where(and(everyone, eq(holidays.date, h.date), eq(holidays.name, h.name)));
  const added = wanted.filter((x) => !had.has(key(x)));
  if (added.length)
    await tx
      .insert(holidays)
      .values(added.map((h) => ({ date: h.date, name: h.name, source: 'settings' })))
      .onConflictDoNothing();
}
