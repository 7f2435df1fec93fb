/**
 * Demo payroll (rules §16): everyone's first salary structure (their salary as basic), an example SSF scheme and
 * example income-tax brackets. The brackets are Nepal-like figures for illustration only: Settings → Payroll says
 * hr must confirm them for their jurisdiction before paying anyone.
 */
import { sql } from 'drizzle-orm';
import { fiscalYearOf, type TaxBracket } from '../../../shared/payroll-run.js';
import { periodsOf } from '../../../shared/periods.js';
import type { Tx } from '../client.js';
import { contributionSchemes, organisationSettings, payrollSettings, taxTables } from '../schema.js';
import type { DemoOrganisation } from './demo.js';

const npr = (rupees: number) => rupees * 100;
const bands = (list: [number | null, number][]): TaxBracket[] =>
  list.map(([upTo, percent]) => ({ upTo: upTo === null ? null : npr(upTo), rate: percent * 100 }));

/** Example brackets (annual income in NPR, rate in %), single and married: to be confirmed by hr. */
export const exampleBrackets = {
  single: bands([
    [500_000, 1],
    [700_000, 10],
    [1_000_000, 20],
    [2_000_000, 30],
    [5_000_000, 36],
    [null, 39],
  ]),
  married: bands([
    [600_000, 1],
    [800_000, 10],
    [1_100_000, 20],
    [2_000_000, 30],
    [5_000_000, 36],
    [null, 39],
  ]),
};

export async function seedDemoPayroll(tx: Tx, demo: DemoOrganisation) {
  // As migration 0022 does for an organisation that had people before payroll runs.
  await tx.execute(sql`
    insert into salary_structures (employee_id, effective_from, basic)
    select id, date_of_joining, round(salary * 100)::bigint from employees
    where salary is not null and not exists (select 1 from salary_structures s where s.employee_id = employees.id)`);
  const [settings] = await tx.select().from(organisationSettings);
  const [payroll] = await tx.select().from(payrollSettings);
  const period = periodsOf(settings?.periodCalendar ?? 'gregorian').monthOf(demo.today);
  const year = fiscalYearOf(period, payroll?.fiscalStartMonth ?? 4);
  const tables = [year - 1, year, year + 1].flatMap((fiscalYear) =>
    (['single', 'married'] as const).map((variant) => ({
      fiscalYear,
      variant,
      brackets: exampleBrackets[variant],
    })),
  );
  await tx.insert(taxTables).values(tables).onConflictDoNothing();
  await tx
    .insert(contributionSchemes)
    .values({
      name: 'SSF',
      employeeRate: 1_100,
      employerRate: 2_000,
      taxDeductible: true,
    })
    .onConflictDoNothing();
}
