/**
 * The `import` job (rules §17): plans again against the data as it is then, keeps the plan, and writes it in
 * batches, each in one transaction with its audit entries and the progress it makes. A job that runs again (its
 * instance died) continues from the progress written; two runners cannot both write a batch. All-or-nothing
 * writes nothing when any row has an error, and writes the whole plan in one transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { imports } from '../../../server/db/schema.js';
import { constraintRefusal } from '../../../server/http/errors.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import { inEnglish, refusal } from '../../../shared/i18n/errors.js';
import { hashPassword } from '../../account/server/writes.js';
import { type AttendanceItem, writeAttendance } from './attendance.js';
import { type BalanceItem, writeBalances } from './balances.js';
import { type EmployeeItem, writeEmployees } from './employees.js';
import { importJob, welcomeLinkJob } from './jobs.js';
import { type OpeningItem, writeOpenings } from './openings.js';
import { BATCH, type ImportRow, type Item, planOf, summary } from './service.js';

export interface ImportJobContext {
  db: Db;
  pii: PiiCipher;
  now: () => Date;
  /** Whether set-password links go out by e-mail (an SMTP server is set). */
  mailsLinks: boolean;
}

async function writeItems(
  tx: Tx,
  by: Actor,
  row: ImportRow,
  items: Item[],
  ctx: ImportJobContext,
  passwordHash: string,
) {
  if (row.kind === 'employees') {
    const list = items as EmployeeItem[];
    await writeEmployees(tx, by, list, { importId: row.id, passwordHash, now: ctx.now() });
    if (ctx.mailsLinks)
      await enqueue(
        tx,
        list.filter((i) => i.action === 'create').map((i) => welcomeLinkJob.job(i.id, { employee_id: i.id })),
      );
  } else if (row.kind === 'balances') await writeBalances(tx, by, items as BalanceItem[]);
  else if (row.kind === 'openings') await writeOpenings(tx, by, items as OpeningItem[]);
  else await writeAttendance(tx, by, items as AttendanceItem[], ctx.now());
}

/** Moves the progress by a batch, only from where this runner found it: else another runner wrote it. */
async function advance(
  tx: Tx,
  row: ImportRow,
  from: number,
  items: Item[],
  failed: number,
  extraErrors = [] as ImportRow['errors'],
) {
  const created = items.filter((i) => !isUpdate(i)).length;
  const [moved] = await tx
    .update(imports)
    .set({
      done: sql`${imports.done} + ${items.length + failed}`,
      created: sql`${imports.created} + ${created}`,
      updated: sql`${imports.updated} + ${items.length - created}`,
      failed: sql`${imports.failed} + ${failed}`,
      errors: extraErrors.length
        ? sql`${imports.errors} || ${JSON.stringify(extraErrors)}::jsonb`
        : undefined,
    })
    .where(and(eq(imports.id, row.id), eq(imports.done, from)))
    .returning({ id: imports.id });
  if (!moved) throw new Error('Another runner wrote this batch');
}

const isUpdate = (item: Item) =>
  ('action' in item && item.action === 'update') || ('replace' in item && item.replace);

/**
 * The job: the import's rows, then fresh statistics of the tables. The embedded database runs no autovacuum, and a
 * statement it keeps prepared (decision 020) kept a plan made while the tables were small: reading an import of
 * 10,000 people back took 23 s.
 */
export async function runImport(ctx: ImportJobContext, importId: string) {
  if (await writeImport(ctx, importId)) await ctx.db.execute(sql`analyze`);
}

/** Plans (first run), then writes the plan from where the progress stands; true once it wrote anything. */
async function writeImport(ctx: ImportJobContext, importId: string) {
  const { db, pii } = ctx;
  let [row] = await db.select(summary).from(imports).where(eq(imports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed' || row.status === 'uploaded') return;
  const by: Actor = {
    id: row.createdBy,
    role: 'hr',
    managerId: null,
    requestId: `import:${row.id}`,
  } as Actor;
  let plan: Item[];
  if (row.status === 'queued') {
    const planned = await planOf(db, by, pii, row, ctx.now());
    const refused = row.options!.allOrNothing && planned.failed > 0;
    plan = planned.items;
    [row] = await db
      .update(imports)
      .set({
        plan: refused ? null : planned.items,
        planned: planned.items.length,
        errors: planned.errors,
        failed: planned.failed,
        status: refused ? 'failed' : 'running',
        failure: refused ? refusal('import_all_or_nothing', { count: planned.failed }) : null,
        finishedAt: refused ? ctx.now() : null,
      })
      .where(and(eq(imports.id, importId), eq(imports.status, 'queued')))
      .returning(summary);
    if (!row || refused) return;
  } else {
    const [stored] = await db.select({ plan: imports.plan }).from(imports).where(eq(imports.id, importId));
    plan = (stored?.plan ?? []) as Item[];
  }
  // One unusable password for the people this import adds, until each sets theirs (rules §17).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const offset = row.done;
  const finish = (tx: Pick<Tx, 'update'>) =>
    tx
      .update(imports)
      .set({ status: 'done', plan: null, finishedAt: ctx.now() })
      .where(eq(imports.id, importId));
  const current = row;
  if (row.options!.allOrNothing) {
    await db.transaction(async (tx) => {
      for (let at = offset; at < plan.length; at += BATCH)
        await writeItems(tx, by, current, plan.slice(at, at + BATCH), ctx, passwordHash);
      await advance(tx, current, current.done, plan.slice(offset), 0);
      await finish(tx);
    });
    return true;
  }
  let done = row.done;
  for (let at = offset; at < plan.length; at += BATCH) {
    const batch = plan.slice(at, at + BATCH);
    try {
      await db.transaction(async (tx) => {
        await writeItems(tx, by, current, batch, ctx, passwordHash);
        await advance(tx, current, done, batch, 0);
      });
      done += batch.length;
    } catch {
      // A row the database refuses (someone added the same e-mail meanwhile) fails alone.
      for (const item of batch) {
        await db
          .transaction(async (tx) => {
            await writeItems(tx, by, current, [item], ctx, passwordHash);
            await advance(tx, current, done, [item], 0);
          })
          .catch(async (error) =>
            db.transaction((tx) => advance(tx, current, done, [], 1, [rowRefused(item.row, error)])),
          );
        done += 1;
      }
    }
  }
  await finish(db);
  return true;
}

/** A row the database refused: the constraint's refusal when one is registered. */
function rowRefused(row: number, error: unknown): ImportRow['errors'][number] {
  const rule = constraintRefusal(error);
  const why = rule ? { code: rule.code, params: rule.params } : refusal('import_row_refused');
  return { row, field: null, ...why, message: inEnglish(why) };
}

export const importHandlers = (ctx: ImportJobContext) => [
  handle(importJob, ({ import_id }) => runImport(ctx, import_id)),
];
