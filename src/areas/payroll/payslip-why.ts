/**
 * Why a month's income tax is what it is (issue 41), as the payslip says it, on paper and on screen: the year's
 * income as the engine projected it, what came off it, the year's tax and what earlier months withheld. Read from
 * the line's `tax_source` (`payroll-calc.ts`), which a run stores when it calculates. And a line's earnings and
 * deductions as rows, named as the payslip names them: the PDF, the payslip on screen and the calculator read them.
 */
import type { RunLine } from './schemas.js';

export type WhyKey =
  | 'income'
  | 'retirement'
  | 'lifeInsurance'
  | 'healthInsurance'
  | 'remoteArea'
  | 'taxable'
  | 'socialSecurity'
  | 'rebate'
  | 'medicalCredit'
  | 'yearTax'
  | 'withheld'
  | 'thisMonth';
export interface WhyRow {
  key: WhyKey;
  amount: number;
}

/** The rows of a relief, shown only when it took something off. */
const reliefs: WhyKey[] = [
  'retirement',
  'lifeInsurance',
  'healthInsurance',
  'remoteArea',
  'socialSecurity',
  'rebate',
  'medicalCredit',
];

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
    { key: 'lifeInsurance', amount: off(figure(s, 'lifeInsurance')) },
    { key: 'healthInsurance', amount: off(figure(s, 'healthInsurance')) },
    { key: 'remoteArea', amount: off(figure(s, 'remoteArea')) },
    { key: 'taxable', amount: figure(s, 'taxableIncome') },
    { key: 'socialSecurity', amount: off(figure(s, 'socialSecurityWaived')) },
    { key: 'rebate', amount: off(figure(s, 'rebate')) },
    { key: 'medicalCredit', amount: off(figure(s, 'medicalCredit')) },
    { key: 'yearTax', amount: figure(s, 'annualTax') },
    { key: 'withheld', amount: off(figure(s, 'withheldSoFar')) },
    { key: 'thisMonth', amount: line.tax },
  ];
  // A relief that did not apply is left out rather than shown as nothing taken off.
  const shown = rows.filter((r) => r.amount !== 0 || !reliefs.includes(r.key));
  return { rows: shown, monthsLeft: figure(s, 'monthsRemaining') };
}

type Entry = { name: string; amount: number; source: Record<string, unknown> };
/** A catalogue's words by key: the server's `translator`, or the client's `t`. */
type Say = (key: 'payslip.basic' | 'payslip.unpaidDays' | 'payslip.incomeTax' | 'payslip.overtime') => string;

/** A line's earnings, and its deductions (contributions and the income tax among them), as [label, amount] rows. */
export function payRows(line: Pick<RunLine, 'tax' | 'details'>, t: Say) {
  const named = (e: Entry) =>
    e.source.basic
      ? t('payslip.basic')
      : e.source.from === 'unpaid_days'
        ? t('payslip.unpaidDays')
        : e.source.from === 'overtime'
          ? t('payslip.overtime')
          : e.name;
  return {
    earnings: line.details.earnings.map((e): [string, number] => [named(e), e.amount]),
    deductions: [
      ...line.details.deductions.map((d): [string, number] => [named(d), d.amount]),
      ...line.details.contributions.map((c): [string, number] => [c.name, c.amount]),
      [t('payslip.incomeTax'), line.tax] as [string, number],
    ],
  };
}
