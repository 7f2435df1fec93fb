/**
 * What a run's calculation reads, for everyone at once (rules §16): each active person's structure in force on the
 * period's last day, their unpaid leave and unexcused absent days in the period, what this fiscal year's earlier
 * runs paid and withheld, and the adjustments waiting for a run.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client.js';
import { queryRows } from '../../../server/db/client.js';
import type { Holiday } from '../../../server/db/schema.js';
import { countWorkingDays, earlierDate, isWorkingDay, laterDate } from '../../../shared/calendar.js';
import type { StructureLine } from '../../../shared/payroll-calc.js';
import type { TaxVariant } from '../../../shared/payroll-run.js';

export interface Person {
  id: string;
  code: string;
  name: string;
  department: string | null;
  /** The structure in force, else the profile's salary as a basic with nothing else (null: none at all). */
  structureFrom: string | null;
  basic: number;
  lines: StructureLine[];
  variant: TaxVariant;
  /** A woman's tax may have a rebate (the year's rules). */
  woman: boolean;
  joined: string;
  /** The day they left (their termination, in the organisation's time zone), if they have. */
  left: string | null;
  /** The festival they chose for the festival allowance; null: the country's default. */
  festival: string | null;
}

/** The month a calculation is for (a run's, or a what-if's). */
export interface RunPeriod {
  calendar: string;
  firstDay: string;
  lastDay: string;
  fiscalYear: number;
}

/**
 * Everyone a run pays: joined by its last day, and active or left on or after its first day (a leaver is paid the
 * days they worked), in name order, or a page of them in id order (those after `after`, the first page when null); or one person, whoever
 * they are (a what-if).
 */
export async function peopleOf(
  tx: Tx,
  run: RunPeriod,
  {
    timeZone,
    only,
    page,
  }: { timeZone: string; only?: string | undefined; page?: { after: string | null; size: number } },
): Promise<Person[]> {
  const left = sql`(e.terminated_at at time zone ${timeZone})::date`;
  const rows = await queryRows<{
    id: string;
    code: string;
    name: string;
    department: string | null;
    salary: string | null;
    effective_from: string | null;
    basic: string | null;
    lines: StructureLine[] | null;
    tax_variant: TaxVariant | null;
    woman: boolean;
    joined: string;
    left: string | null;
    festival: string | null;
  }>(
    tx,
    sql`select e.id, e.employee_code as code, e.first_name || ' ' || e.last_name as name, e.department,
          e.salary::text as salary, s.effective_from::text as effective_from, s.basic::text as basic, s.lines, s.tax_variant,
          coalesce(e.gender = 'female', false) as woman, e.date_of_joining::text as joined, e.festival,
          case when e.status = 'terminated' then ${left}::text end as left
        from employees e
        left join lateral (
          select effective_from, basic, lines, tax_variant from salary_structures
          where employee_id = e.id and effective_from <= ${run.lastDay}
          order by effective_from desc limit 1
        ) s on true
        where ${
          only
            ? sql`e.id = ${only}`
            : sql`e.date_of_joining <= ${run.lastDay}
                and (e.status = 'active' or (e.status = 'terminated' and ${left} >= ${run.firstDay}))`
        }
        ${
          page
            ? sql`${page.after === null ? sql`` : sql`and e.id > ${page.after}`} order by e.id limit ${page.size}`
            : sql`order by lower(e.first_name), lower(e.last_name), e.id`
        }`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    department: r.department,
    structureFrom: r.effective_from,
    basic: r.basic !== null ? Number(r.basic) : r.salary !== null ? Math.round(Number(r.salary) * 100) : 0,
    lines: r.lines ?? [],
    variant: r.tax_variant ?? 'single',
    woman: r.woman,
    joined: r.joined,
    left: r.left,
    festival: r.festival,
  }));
}

const partOf = (part: string) => (part === 'full' ? 0 : 0.5);

/**
 * Unpaid leave days of each person in the period: the working days of their approved leave of an unpaid type, a
 * morning, afternoon or some hours counting as half a day.
 */
export async function unpaidLeaveDays(
  tx: Tx,
  run: RunPeriod,
  unpaidTypes: string[],
  calendar: { workingDays: number[]; holidays: Holiday[] },
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (unpaidTypes.length === 0) return out;
  const rows = await queryRows<{
    employee_id: string;
    start_date: string;
    end_date: string;
    start_part: string;
    end_part: string;
  }>(
    tx,
    sql`select employee_id, start_date::text, end_date::text, start_part, end_part from leave_requests
        where status = 'approved' and leave_type = any(${sql`array[${sql.join(
          unpaidTypes.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`})
          and start_date <= ${run.lastDay} and end_date >= ${run.firstDay}`,
  );
  for (const r of rows) {
    const from = laterDate(r.start_date, run.firstDay);
    const to = earlierDate(r.end_date, run.lastDay);
    let days = countWorkingDays(from, to, calendar);
    if (from === r.start_date && isWorkingDay(from, calendar)) days -= partOf(r.start_part);
    if (to === r.end_date && r.end_date !== r.start_date && isWorkingDay(to, calendar))
      days -= partOf(r.end_part);
    out.set(r.employee_id, (out.get(r.employee_id) ?? 0) + Math.max(0, days));
  }
  return out;
}

/** Unexcused absent days: days marked Absent in the period that no approved leave covers. */
export async function absentDays(tx: Tx, run: RunPeriod): Promise<Map<string, number>> {
  const rows = await queryRows<{ employee_id: string; n: number }>(
    tx,
    sql`select a.employee_id, count(*)::int as n from attendance_records a
        where a.status = 'Absent' and a.work_date between ${run.firstDay} and ${run.lastDay}
          and not exists (select 1 from leave_requests l where l.employee_id = a.employee_id and l.status = 'approved'
                          and a.work_date between l.start_date and l.end_date)
        group by a.employee_id`,
  );
  return new Map(rows.map((r) => [r.employee_id, Number(r.n)]));
}

/**
 * This fiscal year before the run, per person: assessable income, retirement contributions and tax withheld by the
 * year's earlier runs (locked or published), and the opening figures of what was paid before this system.
 */
export async function yearToDate(
  tx: Tx,
  run: RunPeriod,
): Promise<Map<string, { assessable: number; retirement: number; withheld: number }>> {
  const rows = await queryRows<{ employee_id: string; assessable: string; retirement: string; tax: string }>(
    tx,
    sql`select employee_id, sum(assessable)::text as assessable, sum(retirement)::text as retirement,
          sum(tax)::text as tax
        from (
          select l.employee_id, l.assessable, l.retirement, l.tax
          from payroll_run_lines l join payroll_runs r on r.id = l.run_id
          where r.fiscal_year = ${run.fiscalYear} and r.calendar = ${run.calendar} and r.status <> 'draft'
            and r.first_day < ${run.firstDay}
          union all
          select employee_id, assessable, retirement, tax_withheld from payroll_openings
          where fiscal_year = ${run.fiscalYear}
        ) year
        group by employee_id`,
  );
  return new Map(
    rows.map((r) => [
      r.employee_id,
      { assessable: Number(r.assessable), retirement: Number(r.retirement), withheld: Number(r.tax) },
    ]),
  );
}

export interface PendingAdjustment {
  id: string;
  employeeId: string;
  label: string;
  amount: number;
  taxable: boolean;
  /** Arrears: the part that is basic (the schemes' contributions are due on it). */
  basic: number | null;
}

/** Adjustments no locked run has paid yet, and those this run paid (none for a what-if, which is no run). */
export async function pendingAdjustments(
  tx: Tx,
  runId: string | null,
): Promise<Map<string, PendingAdjustment[]>> {
  const rows = await queryRows<{
    id: string;
    employee_id: string;
    label: string;
    amount: string;
    taxable: boolean;
    arrears_basic: string | null;
  }>(
    tx,
    sql`select id, employee_id, label, amount::text, taxable, arrears_basic::text from payroll_adjustments
        where run_id is null or run_id = ${runId} order by created_at, id`,
  );
  const out = new Map<string, PendingAdjustment[]>();
  for (const r of rows)
    out.set(r.employee_id, [
      ...(out.get(r.employee_id) ?? []),
      {
        id: r.id,
        employeeId: r.employee_id,
        label: r.label,
        amount: Number(r.amount),
        taxable: r.taxable,
        basic: r.arrears_basic === null ? null : Number(r.arrears_basic),
      },
    ]);
  return out;
}
