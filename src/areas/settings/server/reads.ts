/**
 * The organisation's settings row, read by most calls. Each process keeps the last row it read (`keptNewest`); the auth query
 * reads the row's revision on every signed-in call (http/auth.ts) and `syncSettings` re-reads the copy as soon
 * as it is older, whichever instance or tool changed the row. A transaction always reads the row itself.
 */
import { eq, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client.js';
import { keptNewest } from '../../../server/db/kept.js';
import { organisationSettings } from '../../../server/db/schema.js';
import type { Organisation } from '../../../shared/auth.js';
import { requiredIdentityOf } from '../../../shared/country-profiles.js';
import { calendarDayTypesOf } from '../../../shared/leave-policy.js';

export type Settings = Readonly<typeof organisationSettings.$inferSelect>;

/** The row as it is now (a long-running job's view, which no signed-in call keeps fresh). */
export async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  if (!row) throw new Error('organisation_settings row is missing: migrations did not run');
  // Shared by every request of this process: frozen, so no caller can change another's copy.
  for (const value of Object.values(row)) if (typeof value === 'object' && value) Object.freeze(value);
  return Object.freeze(row);
}

const kept = keptNewest(readSettings, (row) => row.revision);

export function getSettings(db: Db): Promise<Settings> {
  if (is(db, PgTransaction)) return readSettings(db);
  return kept.get(db);
}

/**
 * Before a signed-in call runs: makes this process's copy at least as new as the revision its auth query saw
 * (revisions only grow), reading the row again when it is older. Concurrent calls share one read.
 */
export const syncSettings = (db: Db, revision: number) => kept.sync(db, revision);

export async function getOrganisation(db: Db): Promise<Organisation> {
  const s = await getSettings(db);
  return {
    companyName: s.companyName,
    country: s.country,
    requiredIdentity: requiredIdentityOf(s),
    currency: s.currency,
    timeZone: s.timeZone,
    language: s.language,
    calendar: s.calendar,
    periodCalendar: s.periodCalendar,
    workingDays: [...s.workingDays].sort(),
    holidays: [...s.holidays].sort((a, b) => a.date.localeCompare(b.date)),
    workStart: s.workStart,
    workDayMinutes: s.workDayMinutes,
    calendarDayTypes: calendarDayTypesOf(s.leaveTypes),
    leaveTypeLabels: Object.fromEntries(
      s.leaveTypes.filter((t) => t.labels && Object.keys(t.labels).length).map((t) => [t.name, t.labels!]),
    ),
  };
}
