/**
 * Hr's holidays (issue 40): a year's list, adding and changing one, deleting one, confirming a shipped pack, and
 * importing a year's file. Every change in one transaction with its audit line; the table's trigger keeps the
 * settings row's list of everyone's holidays (date pickers, team calendar, payroll, reports) in step.
 */
import { and, asc, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { holidays } from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { type HolidayPackId, holidayPacks } from '../../../shared/holiday-packs/np-2083.js';
import { recordAudit } from '../../audit/server/writes.js';
import {
  type HolidayInput,
  type HolidayRow,
  type HolidaysReply,
  type HolidayTag,
  holidayInput,
  type ImportHolidaysBody,
  type ImportHolidaysReply,
  importHolidaysBody,
  holidayMessages as say,
} from '../schemas.js';
import { type ParsedHoliday, parseHolidayCsv, parseHolidayIcs } from './parse.js';
import { installPack } from './writes.js';

registerUniqueRules({ holidays_date_name_key: { code: 'holiday_taken', field: 'name' } });

type Stored = typeof holidays.$inferSelect;

const present = (h: Stored): HolidayRow => ({
  _id: h.id,
  date: h.date,
  name: h.name,
  name_ne: h.nameNe,
  tags: h.tags as HolidayTag[],
  gender: h.gender,
  branches: h.branches,
  confirmed: h.confirmed,
  source: h.source,
});

export async function listHolidays(db: Db, year: number): Promise<HolidaysReply> {
  const [rows, packs] = await Promise.all([
    db
      .select()
      .from(holidays)
      .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
      .orderBy(asc(holidays.date), asc(holidays.name)),
    db
      .select({
        source: holidays.source,
        stored: sql<number>`count(*)::int`,
        confirmed: sql<number>`(count(*) filter (where ${holidays.confirmed}))::int`,
      })
      .from(holidays)
      .where(like(holidays.source, 'pack:%'))
      .groupBy(holidays.source),
  ]);
  return {
    year,
    holidays: rows.map(present),
    packs: Object.values(holidayPacks).map((pack) => {
      const counts = packs.find((p) => p.source === `pack:${pack.id}`);
      return {
        id: pack.id,
        year: pack.year,
        total: pack.holidays.length,
        stored: counts?.stored ?? 0,
        confirmed: counts?.confirmed ?? 0,
      };
    }),
  };
}

const notFound = () => refuse(404, 'holiday_not_found', { field: '_id' });

export async function saveHoliday(db: Db, by: Actor, body: HolidayInput) {
  const h = holidayInput.parse(body);
  const values = {
    date: h.date,
    name: h.name,
    nameNe: h.name_ne || null,
    // A holiday for women is tagged so, and the tag alone means women.
    tags: [...new Set<HolidayTag>([...h.tags, ...(h.gender === 'female' ? (['women_only'] as const) : [])])],
    gender: h.gender ?? (h.tags.includes('women_only') ? ('female' as const) : null),
    branches: [...new Set(h.branches)],
    confirmed: h.confirmed,
  };
  await db.transaction(async (tx) => {
    if (h._id) {
      const [before] = await tx.select().from(holidays).where(eq(holidays.id, h._id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(holidays)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(holidays.id, h._id))
        .returning();
      await recordAudit(tx, by, { action: 'update', entity: 'holiday', entityId: h._id, before, after });
    } else {
      const [row] = await tx.insert(holidays).values(values).returning();
      await recordAudit(tx, by, { action: 'create', entity: 'holiday', entityId: row!.id, after: row });
    }
  });
  return { message: say.saved };
}

export async function deleteHoliday(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(holidays).where(eq(holidays.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, by, { action: 'delete', entity: 'holiday', entityId: id, before: row });
  });
  return { message: say.deleted };
}

/** The pack's holidays not stored yet are added, and every one of the pack's is confirmed: they count from now. */
export async function confirmPack(db: Db, by: Actor, pack: HolidayPackId) {
  await db.transaction(async (tx) => {
    const added = await installPack(tx, pack);
    const confirmed = await tx
      .update(holidays)
      .set({ confirmed: true, updatedAt: new Date() })
      .where(and(eq(holidays.source, `pack:${pack}`), eq(holidays.confirmed, false)))
      .returning({ id: holidays.id });
    await recordAudit(tx, by, {
      action: 'confirm_pack',
      entity: 'holiday',
      entityId: pack,
      after: { pack, added: added.length, confirmed: confirmed.length },
    });
  });
  return { message: say.confirmed };
}

const keyOf = (h: { date: string; name: string }) => `${h.date}|${h.name.toLowerCase()}`;

/**
 * A year's file: parsed whole (a bad row refuses the file, naming it), then each holiday added unless one of the
 * same date and name is stored or came earlier in the file. A dry run (`commit` false) writes nothing.
 */
export async function importHolidays(
  db: Db,
  by: Actor,
  body: ImportHolidaysBody,
): Promise<ImportHolidaysReply> {
  const { format, content, commit } = importHolidaysBody.parse(body);
  const parsed = format === 'csv' ? parseHolidayCsv(content) : parseHolidayIcs(content);
  const plan = async (tx: Pick<Db, 'select'>) => {
    const dates = [...new Set(parsed.map((h) => h.date))];
    const stored = dates.length
      ? await tx
          .select({ date: holidays.date, name: holidays.name })
          .from(holidays)
          .where(inArray(holidays.date, dates))
      : [];
    const seen = new Set(stored.map(keyOf));
    const added: ParsedHoliday[] = [];
    const skipped: ImportHolidaysReply['skipped'] = [];
    const inFile = new Set<string>();
    for (const h of parsed) {
      const key = keyOf(h);
      if (inFile.has(key)) skipped.push({ ...h, reason: 'repeated' });
      else if (seen.has(key)) skipped.push({ ...h, reason: 'exists' });
      else added.push(h);
      inFile.add(key);
    }
    return { added, skipped };
  };
  if (!commit) return { committed: false, ...(await plan(db)) };
  return db.transaction(async (tx) => {
    const { added, skipped } = await plan(tx);
    if (added.length) {
      const rows = await tx
        .insert(holidays)
        .values(added.map((h) => ({ ...h, confirmed: true, source: format })))
        .returning({ id: holidays.id });
      await recordAudit(tx, by, {
        action: 'import',
        entity: 'holiday',
        entityId: null,
        after: { format, added: rows.length, skipped: skipped.length },
      });
    }
    return { committed: true, added, skipped };
  });
}
