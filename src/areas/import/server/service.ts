/**
 * Imports (rules §17): upload a file (its cells sealed at rest), plan it with a mapping and options (the dry
 * run), then start it as the `import` job (job.ts).
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { employees, importedEmployees, imports } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { requiredIdentityOf } from '../../../shared/country-profiles.js';
import { inEnglish } from '../../../shared/i18n/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { orgToday } from '../../employees/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  guessMapping,
  type ImportKind,
  type ImportOptions,
  type ImportView,
  importFieldsOf,
  LISTED_ERRORS,
} from '../schemas.js';
import { type AttendanceItem, planAttendance } from './attendance.js';
import { type BalanceItem, planBalances } from './balances.js';
import { type EmployeeItem, planEmployees } from './employees.js';
import { importJob } from './jobs.js';
import { type OpeningItem, planOpenings } from './openings.js';
import { readTable } from './parse.js';
import { type Plan, readersOf } from './plan.js';

export type Item = EmployeeItem | BalanceItem | AttendanceItem | OpeningItem;
export const BATCH = 500;

/** An import without its two large columns (the file's cells, the plan), which are read only where needed. */
export const { rows: _rows, plan: _plan, ...summary } = getTableColumns(imports);
export type ImportRow = Omit<typeof imports.$inferSelect, 'rows' | 'plan'>;

/** The file's cells. */
export async function cellsOf(db: Db, pii: PiiCipher, id: string) {
  const [row] = await db.select({ rows: imports.rows }).from(imports).where(eq(imports.id, id));
  return JSON.parse(pii.open(row!.rows)) as string[][];
}

export function present(
  row: ImportRow,
  extra: { sample?: string[][]; awaitingLinks?: number } = {},
): ImportView {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    headers: row.headers,
    sample: extra.sample?.slice(0, 5) ?? [],
    rowCount: row.rowCount,
    mapping: row.mapping,
    options: {
      createMissing: false,
      ...(row.options ?? { dateFormat: 'iso', update: false, allOrNothing: false }),
    },
    status: row.status,
    planned: row.planned,
    done: row.done,
    result: row.status === 'done' ? { created: row.created, updated: row.updated, failed: row.failed } : null,
    errors: row.errors.slice(0, LISTED_ERRORS),
    awaitingLinks: extra.awaitingLinks ?? 0,
    failure: row.failure && { ...row.failure, message: inEnglish(row.failure) },
  };
}

/**
 * Files are read one at a time per instance, a few more waiting in line and the others told to come back: a
 * file's rows are in memory from reading until they are stored, so hostile files queue instead of adding up.
 * Not the job queue: the upload answers at once with the file's columns, or with why it was refused.
 */
const IN_LINE = 4;
let line: Promise<unknown> = Promise.resolve();
let inLine = 0;
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inLine >= IN_LINE)
    return Promise.reject(refuse(503, 'import_busy', { headers: { 'retry-after': '60' } }));
  inLine += 1;
  const turn = line.then(work).finally(() => {
    inLine -= 1;
  });
  line = turn.catch(() => undefined);
  return turn;
}

export function uploadImport(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  kind: ImportKind,
  file: { name: string; bytes: Buffer },
) {
  return inTurn(() => storeUpload(db, by, pii, kind, file));
}

async function storeUpload(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  kind: ImportKind,
  file: { name: string; bytes: Buffer },
) {
  const table = await readTable(file.name, file.bytes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({
        kind,
        fileName: file.name.slice(0, 200),
        createdBy: by.id,
        headers: table.headers,
        rows: pii.seal(JSON.stringify(table.rows))!,
        rowCount: table.rows.length,
        mapping: guessMapping(kind, table.headers),
      })
      .returning(summary);
    await recordAudit(tx, by, {
      action: 'upload',
      entity: 'import',
      entityId: row!.id,
      after: { kind, fileName: row!.fileName, rowCount: row!.rowCount },
    });
    return { row: row!, sample: table.rows.slice(0, 5) };
  });
}

export async function findImport(db: Db, id: string) {
  const [row] = await db.select(summary).from(imports).where(eq(imports.id, id));
  if (!row) throw refuse(404, 'import_not_found');
  return row;
}

/** Refuses a mapping that names a column the file lacks, uses one column twice or leaves out a needed field. */
async function checkMapping(db: Db, row: ImportRow, mapping: Record<string, number>, options: ImportOptions) {
  const fields = importFieldsOf(row.kind, requiredIdentityOf(await getSettings(db)));
  const known = Object.fromEntries(
    Object.entries(mapping).filter(([key]) => fields.some((f) => f.key === key)),
  );
  for (const column of Object.values(known))
    if (column >= row.headers.length)
      throw refuse(400, 'import_no_column', { column: column + 1 }, { field: 'mapping' });
  // The first column chosen for more than one field, and only the fields that share it (issue 44, item 11).
  const shared = fields.find((f) =>
    Object.entries(known).some(([k, c]) => k !== f.key && c === known[f.key]),
  );
  if (shared) {
    const column = known[shared.key]!;
    const twice = fields.filter((f) => known[f.key] === column);
    throw refuse(
      400,
      'import_twice',
      { column: row.headers[column] || String(column + 1), fields: twice.map((f) => f.header).join(', ') },
      { field: 'mapping' },
    );
  }
  // Updating people needs only their employee ID; anything new needs every required field.
  const needed = fields.filter(
    (f) =>
      f.required &&
      known[f.key] === undefined &&
      (f.key === 'employeeId' || !(row.kind === 'employees' && options.update)),
  );
  if (needed.length > 0)
    throw refuse(
      400,
      'import_unmapped',
      { fields: needed.map((f) => f.header).join(', ') },
      { field: 'mapping' },
    );
  return known;
}

export async function planOf(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  row: ImportRow,
  now: Date,
): Promise<Plan<Item>> {
  const ctx = {
    readers: readersOf(await cellsOf(db, pii, row.id), row.mapping),
    options: { createMissing: false, ...row.options! },
    today: await orgToday(db, now),
    by: by.id,
  };
  if (row.kind === 'employees') return planEmployees(db, pii, ctx);
  if (row.kind === 'balances') return planBalances(db, by, ctx);
  if (row.kind === 'openings') return planOpenings(db, ctx);
  return planAttendance(db, ctx);
}

/** The dry run: what the import would write now. The mapping and options are kept for the import. */
export async function previewImport(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  id: string,
  body: { mapping: Record<string, number>; options: ImportOptions },
  now: Date,
) {
  const row = await findImport(db, id);
  if (row.status !== 'uploaded') throw refuse(409, 'import_started');
  const mapping = await checkMapping(db, row, body.mapping, body.options);
  const plan = await planOf(db, by, pii, { ...row, mapping, options: body.options }, now);
  await db.update(imports).set({ mapping, options: body.options }).where(eq(imports.id, id));
  return {
    total: plan.created + plan.updated + plan.failed,
    created: plan.created,
    updated: plan.updated,
    failed: plan.failed,
    errors: plan.errors.slice(0, LISTED_ERRORS),
    willCreate: plan.willCreate ?? [],
  };
}

/** Starts the import: once (a second start is a 409), as a job. */
export async function startImport(
  db: Db,
  by: Actor,
  id: string,
  body: { mapping: Record<string, number>; options: ImportOptions },
) {
  const row = await findImport(db, id);
  const mapping = await checkMapping(db, row, body.mapping, body.options);
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(imports)
      .set({ mapping, options: body.options, status: 'queued' })
      .where(and(eq(imports.id, id), eq(imports.status, 'uploaded')))
      .returning(summary);
    if (!started) throw refuse(409, 'import_started');
    await enqueue(tx, [importJob.job(id, { import_id: id })]);
    await recordAudit(tx, by, { action: 'start', entity: 'import', entityId: id, after: body });
    return started;
  });
}

/** People this import added who have not set a password yet. */
export async function awaitingLinks(db: Db, row: ImportRow) {
  if (row.kind !== 'employees' || row.status !== 'done') return [];
  return db
    .select({
      id: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(importedEmployees)
    .innerJoin(employees, eq(employees.id, importedEmployees.employeeId))
    .where(
      and(
        eq(importedEmployees.importId, row.id),
        eq(employees.status, 'active'),
        // Setting a password (from a link, or changing it signed in) is audited: those people are done.
        sql`not exists (select 1 from audit_log a where a.entity = 'employee' and a.entity_id = ${employees.id}::text
          and a.action in ('reset_password', 'change_password'))`,
      ),
    );
}
