/**
 * Why a month's income tax is what it is (issue 41), as the payslip says it, on paper and on screen: the year's
 * income as the engine projected it, what came off it, the year's tax and what earlier months withheld. Read from
 * the line's `tax_source` (`payroll-calc.ts`), which a run stores when it calculates.
 */
import type { RunLine } from './schemas.js';

export type WhyKey =
  | 'income'
  | 'retirement'
  | 'taxable'
  | 'socialSecurity'
  | 'rebate'
  | 'yearTax'
  | 'withheld'
  | 'thisMonth';
export interface WhyRow {
  key: WhyKey;
  amount: number;
}

/** A figure taken off, as a negative amount (never −0). */
const off = (n: number) => (n === 0 ? 0 : -n);
const figure = (source: Record<string, unknown>, key: string) =>
  typeof source[key] === 'number' ? (source[key] as number) : 0;

/** The rows, in the order they are read; none for a line calculated before the engine said why. */
export function taxWhy(line: Pick<RunLine, 'tax' | 'details'>): { rows: WhyRow[]; monthsLeft: number } {
  const s = line.details.tax_source;
  if (s.from !== 'tax' || typeof s.annualTax !== 'number') return { rows: [], monthsLeft: 0 };
  const rows: WhyRow[] = [
    { key: 'income', amount: figure(s, 'assessable') },
    { key: 'retirement', amount: off(figure(s, 'retirementAllowed')) },
    { key: 'taxable', amount: figure(s, 'taxableIncome') },
    { key: 'socialSecurity', amount: off(figure(s, 'socialSecurityWaived')) },
    { key: 'rebate', amount: off(figure(s, 'rebate')) },
    { key: 'yearTax', amount: figure(s, 'annualTax') },
    { key: 'withheld', amount: off(figure(s, 'withheldSoFar')) },
    { key: 'thisMonth', amount: line.tax },
  ];
  // A relief that did not apply is left out rather than shown as nothing taken off.
  const shown = rows.filter(
    (r) => r.amount !== 0 || !['retirement', 'socialSecurity', 'rebate'].includes(r.key),
  );
  return { rows: shown, monthsLeft: figure(s, 'monthsRemaining') };
}
