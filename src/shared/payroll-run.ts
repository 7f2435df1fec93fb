/**
 * Payroll runs' arithmetic (rules §16, decision 018): pure, shared by the server's run and any screen that
 * previews a figure.
 *
 * **Money** is an integer number of minor units (paisa, cents: a hundredth of the organisation's currency),
 * never a float. Rates are integer basis points (1 % = 100 bp, 7.5 % = 750 bp), so every product is an exact
 * integer division, done with bigint.
 *
 * **The rounding rule, stated once**: a figure is rounded to a whole minor unit, half away from zero, at the
 * line where it is computed (each earning, each deduction, each contribution, the unpaid days' amount); totals
 * are sums of rounded lines, so they are exact. Tax is rounded once per month: the annual tax is kept exact
 * (as a fraction) and only the month's share of it is rounded.
 */

/** An integer number of minor units. */
export type Minor = number;
/** An integer number of basis points: hundredths of a percent. */
export type BasisPoints = number;

const assertInteger = (n: number, what: string) => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
};

/** `numerator / denominator` rounded to an integer, half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

/** `amount × bp / 10 000`, rounded by the rule. */
export function percentOf(amount: Minor, bp: BasisPoints): Minor {
  assertInteger(amount, 'amount');
  assertInteger(bp, 'rate');
  return Number(divideRounded(BigInt(amount) * BigInt(bp), 10_000n));
}

/** A percentage as people write it (7.5) in basis points (750); at most two decimals. */
export function basisPointsOf(percent: number): BasisPoints {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw new RangeError(`${percent} has more than two decimals`);
  return bp;
}

/** An amount in major units (12 345.67, as `payrollInfo.salary` holds) in minor units; at most two decimals. */
export function minorOf(major: number): Minor {
  const minor = Math.round(Number((major * 100).toPrecision(15)));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${major} is too large`);
  return minor;
}

/** Whether an amount in major units has no more than two decimals (no fraction of a paisa or a cent). */
export const hasCents = (major: number) => Math.abs(major * 100 - Math.round(major * 100)) < 1e-6;

/** An amount as someone typed it, in minor units: more than two decimals is refused (RangeError), never rounded. */
export function typedMinorOf(major: number): Minor {
  if (!hasCents(major)) throw new RangeError(`${major} has more than two decimals`);
  return minorOf(major);
}

/** Minor units written as major units with two decimals ("-1234.50"), for CSV and the like. */
export function majorText(minor: Minor): string {
  assertInteger(minor, 'amount');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ——— Income tax ———

export const taxVariants = ['single', 'married'] as const;
export type TaxVariant = (typeof taxVariants)[number];

/** One band: income above the previous band's `upTo` and up to this `upTo` (null: no limit) is taxed at `rate`. */
export interface TaxBracket {
  upTo: Minor | null;
  rate: BasisPoints;
}

/**
 * The annual tax on an annual income, exact, in 1/10 000 of a minor unit (a bigint), so a month's share is
 * rounded once. Brackets are in ascending `upTo` with the open-ended one last; income at a band's edge
 * (`income === upTo`) is wholly in that band.
 */
export function annualTaxExact(income: Minor, brackets: readonly TaxBracket[]): bigint {
  assertInteger(income, 'income');
  let tax = 0n;
  let floor = 0;
  for (const b of brackets) {
    if (income <= floor) break;
    const top = b.upTo === null ? income : Math.min(income, b.upTo);
    if (top > floor) tax += BigInt(top - floor) * BigInt(b.rate);
    if (b.upTo === null) break;
    floor = b.upTo;
  }
  return tax;
}

/** The annual tax on an annual income, rounded by the rule (for reports and the settings' example). */
export const annualTax = (income: Minor, brackets: readonly TaxBracket[]): Minor =>
  Number(divideRounded(annualTaxExact(income, brackets), 10_000n));

/** What is wrong with a list of brackets, if anything: ascending limits, one open-ended band last, rates 0–100 %. */
export function bracketsProblem(
  brackets: readonly TaxBracket[],
): 'empty' | 'order' | 'open' | 'rate' | undefined {
  if (brackets.length === 0) return 'empty';
  if (brackets.some((b) => !Number.isSafeInteger(b.rate) || b.rate < 0 || b.rate > 10_000)) return 'rate';
  if (brackets.at(-1)?.upTo !== null || brackets.slice(0, -1).some((b) => b.upTo === null)) return 'open';
  for (let i = 0; i < brackets.length - 1; i++) {
    const upTo = brackets[i]?.upTo as number;
    const previous = i === 0 ? 0 : (brackets[i - 1]?.upTo as number);
    if (!Number.isSafeInteger(upTo) || upTo <= previous) return 'order';
  }
  return undefined;
}

export interface MonthlyTaxInput {
  /** This month's taxable income (gross less deductible contributions). */
  taxable: Minor;
  /** Taxable income already paid in this fiscal year's earlier runs. */
  taxableSoFar: Minor;
  /** Tax already withheld in this fiscal year's earlier runs. */
  withheldSoFar: Minor;
  /** Months left in the fiscal year, this one included (1–12). */
  monthsRemaining: number;
  brackets: readonly TaxBracket[];
}

/**
 * The month's tax: the annual tax on the projected annual income (what was paid so far, plus this month's taxable
 * income for every month left), less what was already withheld, spread over the months left, this one included.
 * A mid-year joiner has nothing so far and fewer months left, so is projected on the months they work. Never
 * below 0: tax over-withheld is not refunded through payroll (hr corrects it with an adjustment).
 */
export function monthlyTax(input: MonthlyTaxInput): { tax: Minor; projectedAnnual: Minor; annualTax: Minor } {
  const { taxable, taxableSoFar, withheldSoFar, monthsRemaining, brackets } = input;
  if (!Number.isInteger(monthsRemaining) || monthsRemaining < 1 || monthsRemaining > 12)
    throw new RangeError('monthsRemaining must be 1 to 12');
  const projectedAnnual = taxableSoFar + Math.max(0, taxable) * monthsRemaining;
  const exact = annualTaxExact(projectedAnnual, brackets);
  const owed = exact - BigInt(withheldSoFar) * 10_000n;
  const tax = owed <= 0n ? 0 : Number(divideRounded(owed, 10_000n * BigInt(monthsRemaining)));
  return { tax, projectedAnnual, annualTax: Number(divideRounded(exact, 10_000n)) };
}

/** Months left in the fiscal year that starts in month `fiscalStartMonth` (1–12), month `month` included. */
export function monthsRemainingInFiscalYear(month: number, fiscalStartMonth: number): number {
  return 12 - ((month - fiscalStartMonth + 12) % 12);
}

/** The fiscal year a `yyyy-mm` period belongs to, named by the year it starts in. */
export function fiscalYearOf(period: string, fiscalStartMonth: number): number {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month >= fiscalStartMonth ? year : year - 1;
}
