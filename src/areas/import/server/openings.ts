/**
 * Opening payroll figures (issue 41): for a fiscal year this system did not pay from its start, what each person was
 * paid, contributed to retirement funds and had withheld before. Written as hr's form writes them (payroll's
 * `writeOpening`, audited); a person's figures of a year already kept are replaced only when hr ticks so.
 */
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { openingsHeld } from '../../payroll/server/reads.js';
import { type Opening, writeOpening } from '../../payroll/server/writes.js';
import { asciiDigits, type RowReader } from './cells.js';
import { failSame, type Plan, type PlanContext, planFrom } from './plan.js';

export interface OpeningItem {
  row: number;
  opening: Opening;
  replace: boolean;
}

/** `2082`, or `2082/83` as a fiscal year is named: the year it starts in. */
function fiscalYearOf(r: RowReader): number | undefined {
  const text = asciiDigits(r.text('fiscalYear'));
  if (text === '') return r.fail('fiscalYear', refusal('field_required', { field: 'Fiscal year' }));
  const match = /^(\d{4})(?:\s*\/\s*(\d{2}))?$/.exec(text);
  const year = Number(match?.[1]);
  const next = match?.[2];
  if (year >= 1900 && year <= 2200 && (next === undefined || Number(next) === (year + 1) % 100)) return year;
  return r.fail('fiscalYear', refusal('import_fiscal_year'));
}

export async function planOpenings(db: Db, ctx: PlanContext): Promise<Plan<OpeningItem>> {
  const people = await db.select({ id: employees.id, code: employees.employeeCode }).from(employees);
  const byCode = new Map(people.map((p) => [p.code.toLowerCase(), p.id]));
  const held = await openingsHeld(db);
  const items: OpeningItem[] = [];
  const years = new Map(ctx.readers.map((r) => [r, fiscalYearOf(r)]));
  for (const r of ctx.readers) {
    const employeeId = byCode.get(r.text('employeeId').toLowerCase());
    if (!employeeId) r.fail('employeeId', refusal('import_no_employee'));
    const fiscalYear = years.get(r);
    const assessable = r.money('assessable', 'Paid (income for tax)');
    const retirement = r.money('retirement', 'Retirement contributions', 0);
    const taxWithheld = r.money('taxWithheld', 'Tax withheld');
    if (!employeeId || fiscalYear === undefined) continue;
    const replace = held.has(`${employeeId}/${fiscalYear}`);
    if (replace && !ctx.options.update) r.fail('fiscalYear', refusal('import_payroll_opening_exists'));
    if (assessable === undefined || retirement === undefined || taxWithheld === undefined) continue;
    items.push({
      row: r.row,
      opening: { employeeId, fiscalYear, assessable, retirement, taxWithheld },
      replace,
    });
  }
  const byRow = new Map(ctx.readers.map((r) => [r.row, r]));
  failSame(
    ctx.readers,
    (r) => (years.get(r) === undefined ? '' : `${r.text('employeeId').toLowerCase()}/${years.get(r)}`),
    'fiscalYear',
    (row) => {
      const other = byRow.get(row)!;
      return refusal('import_payroll_opening_duplicate', {
        person: other.text('employeeId'),
        year: other.text('fiscalYear'),
        row,
      });
    },
  );
  return planFrom(ctx.readers, items, (item) => item.replace);
}

export async function writeOpenings(tx: Tx, by: Actor, items: OpeningItem[]) {
  for (const item of items) await writeOpening(tx, by, item.opening);
}
