/**
 * The caller's language and calendar (rules §9), for what the server writes for them to read: a CSV export,
 * an e-mail. Their saved choices, each unset one following the organisation's.
 */
import { eq } from 'drizzle-orm';
import { getSettings } from '../../areas/settings/server/reads.js';
import { catalogues } from '../../shared/i18n/all.js';
import { type Locale, resolveLocale } from '../../shared/locale.js';
import type { Db } from '../db/client.js';
import { employees } from '../db/schema.js';

export async function localeOf(db: Db, employeeId: string): Promise<Locale> {
  const [[mine], settings] = await Promise.all([
    db
      .select({ language: employees.language, calendar: employees.calendar, digits: employees.digits })
      .from(employees)
      .where(eq(employees.id, employeeId)),
    getSettings(db),
  ]);
  return resolveLocale(mine, settings);
}

/** The catalogue of a locale's language. */
export const wordsOf = (locale: Locale) => catalogues[locale.language];
