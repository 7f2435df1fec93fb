/**
 * Demo payroll (rules §16): everyone's first salary structure (their salary as basic), the SSF and income-tax
 * brackets of last, this and next fiscal year: Nepal's shipped pack where there is one (tax-packs.ts, confirmed
 * here so the demo pays at once; a real organisation confirms it in Settings → Payroll), else its latest figures.
 */
import { sql } from 'drizzle-orm';
import { fiscalYearOf, taxVariants } from '../../../shared/payroll-run.js';
import { periodsOf } from '../../../shared/periods.js';
import { taxPacks, taxPacksFor } from '../../../shared/tax-packs.js';
import type { Tx } from '../client.js';
import {
  contributionSchemes,
  organisationSettings,
  payrollSettings,
  taxTables,
  taxYears,
} from '../schema.js';
import type { DemoOrganisation } from './demo.js';

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
  const packs = settings ? taxPacksFor(settings) : [];
  const latest = taxPacks.at(-1)!;
  for (const fiscalYear of [year - 1, year, year + 1]) {
    const pack = packs.find((p) => p.fiscalYear === fiscalYear) ?? {
      ...latest,
      source: `An example: Nepal's figures (${latest.source})`,
    };
    await tx
      .insert(taxTables)
      .values(taxVariants.map((variant) => ({ fiscalYear, variant, brackets: pack.brackets[variant] })))
      .onConflictDoNothing();
    await tx
      .insert(taxYears)
      .values({ fiscalYear, ...pack.rules, source: pack.source, confirmedAt: new Date() })
      .onConflictDoNothing();
  }
  await tx
    .insert(contributionSchemes)
    .values({
      name: 'SSF',
      employeeRate: 1_100,
      employerRate: 2_000,
      taxDeductible: true,
      socialSecurityFund: true,
    })
    .onConflictDoNothing();
}
