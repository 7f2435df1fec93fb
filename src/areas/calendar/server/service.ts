/**
 * hr's Bikram Sambat calendar (issue 40, decision 028): loading or correcting a year's twelve month lengths and
 * confirming a year, each in a transaction with its audit line. A correction moves every later year's start: the
 * table is the lengths only, and each year starts where the one before ends (`src/shared/bs.ts`).
 */
import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import type { Revisions } from '../../../server/db/kept.js';
import { bsYears } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { type BsYearsReply, type saveBsYearBody, calendarMessages as say } from '../schemas.js';
import { keptBsYears } from './reads.js';

export async function listBsYears(db: Db, revisions: Revisions | null): Promise<BsYearsReply> {
  const rows = await keptBsYears(db, revisions);
  return {
    years: rows.map((r) => ({
      year: r.year,
      months: r.months,
      confirmed: r.confirmed,
      source: r.source,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/** A year's lengths as hr gives them: an existing year corrected, or the year after the last one added. */
export async function saveBsYear(db: Db, by: Actor, body: z.output<typeof saveBsYearBody>) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bsYears).where(eq(bsYears.year, body.year)).for('update');
    const values = {
      months: body.months,
      source: body.source,
      confirmed: body.confirmed,
      updatedAt: new Date(),
      updatedBy: by.id,
    };
    if (before) {
      const [after] = await tx.update(bsYears).set(values).where(eq(bsYears.year, body.year)).returning();
      await recordAudit(tx, by, {
        action: 'update',
        entity: 'bs_year',
        entityId: String(body.year),
        before,
        after,
      });
      return;
    }
    const [last] = await tx.select({ year: max(bsYears.year) }).from(bsYears);
    const next = (last?.year ?? 0) + 1;
    if (body.year !== next) throw refuse(400, 'bs_year_gap', { year: next });
    const [row] = await tx
      .insert(bsYears)
      .values({ year: body.year, ...values })
      .returning();
    await recordAudit(tx, by, {
      action: 'create',
      entity: 'bs_year',
      entityId: String(body.year),
      after: row,
    });
  });
  return { message: say.saved };
}

export async function confirmBsYear(db: Db, by: Actor, year: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bsYears).where(eq(bsYears.year, year)).for('update');
    if (!before) throw refuse(404, 'bs_year_not_found', { year });
    const [after] = await tx
      .update(bsYears)
      .set({ confirmed: true, updatedAt: new Date(), updatedBy: by.id })
      .where(eq(bsYears.year, year))
      .returning();
    await recordAudit(tx, by, {
      action: 'confirm',
      entity: 'bs_year',
      entityId: String(year),
      before,
      after,
    });
  });
  return { message: say.confirmed };
}
