/**
 * hr's bank file templates (issue 41): listed, saved (new or changed) and deleted, each change audited in its
 * transaction. A template names one of hr's banks (checked as a person's bank is) or none, for any bank.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { refuse } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { checkOrgValues } from '../../organisation/server/reads.js';
import {
  type BankFileColumn,
  type BankTemplate,
  type BankTemplateBody,
  bankFileColumns,
} from '../bank-files.js';
import { bankFileTemplates } from './bank-schema.js';

type Row = typeof bankFileTemplates.$inferSelect;

export const templateNotFound = () => refuse(404, 'bank_template_not_found', { field: '_id' });
const taken = (name: string) => refuse(409, 'bank_template_name_taken', { name }, { field: 'name' });

export const presentTemplate = (t: Row): BankTemplate => ({
  _id: t.id,
  name: t.name,
  bank: t.bank,
  columns: t.columns,
  header_row: t.headerRow,
  total_row: t.totalRow,
  kind: t.kind,
});

export async function listTemplates(db: Db) {
  const rows = await db
    .select()
    .from(bankFileTemplates)
    .orderBy(sql`lower(${bankFileTemplates.name})`, asc(bankFileTemplates.id));
  return { templates: rows.map(presentTemplate) };
}

export async function findTemplate(db: Db | Tx, id: string) {
  const [row] = await db.select().from(bankFileTemplates).where(eq(bankFileTemplates.id, id));
  if (!row) throw templateNotFound();
  return row;
}

/** The columns as stored, or the refusal naming the first that cannot be. */
function checkColumns(body: BankTemplateBody): BankFileColumn[] {
  if (body.columns.length === 0) throw refuse(400, 'bank_template_no_columns', { field: 'columns' });
  const columns = body.columns.map((c, i) => {
    const key = bankFileColumns.find((k) => k === c.key);
    if (!key)
      throw refuse(400, 'bank_template_column_unknown', { column: c.key }, { field: `columns.${i}.key` });
    return key === 'narration' ? { key, header: c.header, text: c.text ?? '' } : { key, header: c.header };
  });
  if (body.total_row && !columns.some((c) => c.key === 'amount'))
    throw refuse(400, 'bank_template_total_needs_amount', { field: 'total_row' });
  return columns;
}

function isNameKey(error: unknown): boolean {
  for (let e = error as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.constraint === 'bank_file_templates_name_key') return true;
  return false;
}

export async function saveTemplate(db: Db, by: Actor, body: BankTemplateBody, now: Date) {
  const columns = checkColumns(body);
  try {
    return await db.transaction(async (tx) => {
      const bank = body.bank ? (await checkOrgValues(tx, { bank: body.bank })).bank! : null;
      const [same] = await tx
        .select({ id: bankFileTemplates.id })
        .from(bankFileTemplates)
        .where(sql`lower(${bankFileTemplates.name}) = lower(${body.name})`);
      if (same && same.id !== body._id) throw taken(body.name);
      const values = {
        name: body.name,
        bank,
        columns,
        headerRow: body.header_row,
        totalRow: body.total_row,
        kind: body.kind,
      };
      if (body._id) {
        const [before] = await tx
          .select()
          .from(bankFileTemplates)
          .where(eq(bankFileTemplates.id, body._id))
          .for('update');
        if (!before) throw templateNotFound();
        const [after] = await tx
          .update(bankFileTemplates)
          .set({ ...values, updatedAt: now })
          .where(eq(bankFileTemplates.id, before.id))
          .returning();
        await recordAudit(tx, by, {
          action: 'update',
          entity: 'bank_file_template',
          entityId: before.id,
          before,
          after,
        });
        return presentTemplate(after!);
      }
      const [row] = await tx.insert(bankFileTemplates).values(values).returning();
      await recordAudit(tx, by, {
        action: 'create',
        entity: 'bank_file_template',
        entityId: row!.id,
        after: row,
      });
      return presentTemplate(row!);
    });
  } catch (error) {
    // Two saves racing for one name: the unique index refuses the second as the check above would have.
    if (isNameKey(error)) throw taken(body.name);
    throw error;
  }
}

export async function deleteTemplate(db: Db, by: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(bankFileTemplates).where(eq(bankFileTemplates.id, id)).returning();
    if (!before) throw templateNotFound();
    await recordAudit(tx, by, { action: 'delete', entity: 'bank_file_template', entityId: id, before });
  });
  return { message: 'Bank file template deleted.' };
}
