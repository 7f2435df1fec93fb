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

/** A number as someone typed it in a box ("1,25,000.50", commas allowed); NaN when the box is blank. */
export const typedNumber = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', ''));

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

/**
 * A fiscal year's reliefs beside its brackets (Settings → Payroll; a shipped pack or hr's own): fields, not code,
 * because each Finance Act may change them.
 */
export interface TaxRules {
  /**
   * The first band is the social security tax (Nepal), not charged on the employment income of a social security
   * fund's contributors: for them its rate is 0.
   */
  socialSecurityBand: boolean;
  /**
   * The employer's contribution to a retirement scheme is the employee's income, and counts as contributed (Nepal);
   * otherwise only the employee's part counts, and the employer's is not income.
   */
  employerRetirementIncome: boolean;
  /**
   * Retirement contributions (the tax-deductible schemes: SSF, EPF, CIT) come off income up to the lowest of what was
   * contributed, the assessable income divided by `retirementShareDivisor` (3: one third) and `retirementCap` a year;
   * null: no such limit.
   */
  retirementCap: Minor | null;
  retirementShareDivisor: number | null;
  /** Rebate of a woman's tax on remuneration income, in basis points of the tax (1 000: 10 %). */
  womenRebate: BasisPoints;
  /** Life and health insurance premiums a person paid come off income up to these a year (0: no such relief). */
  lifeInsuranceCap: Minor;
  healthInsuranceCap: Minor;
  /** A credit against tax of this share of a person's approved medical expenses, at most the cap a year. */
  medicalCreditRate: BasisPoints;
  medicalCreditCap: Minor;
  /** What comes off a year's income of a person living in a remote area, by the area's class (none: no relief). */
  remoteAreaAllowances: Partial<Record<RemoteArea, Minor>>;
}

/** Classes of remote area (Nepal: A the remotest, E the least), each with its yearly deduction in a year's rules. */
export const remoteAreas = ['A', 'B', 'C', 'D', 'E'] as const;
export type RemoteArea = (typeof remoteAreas)[number];

/** What a person declared for a fiscal year: premiums paid, approved medical expenses and their remote area. */
export interface Declared {
  lifePremium: Minor;
  healthPremium: Minor;
  medicalExpenses: Minor;
  remoteArea: RemoteArea | null;
}
export const nothingDeclared: Declared = {
  lifePremium: 0,
  healthPremium: 0,
  medicalExpenses: 0,
  remoteArea: null,
};

/** Rules that change nothing: every contribution deductible, no band waived, no rebate. */
export const plainTaxRules: TaxRules = {
  socialSecurityBand: false,
  employerRetirementIncome: false,
  retirementCap: null,
  retirementShareDivisor: null,
  womenRebate: 0,
  lifeInsuranceCap: 0,
  healthInsuranceCap: 0,
  medicalCreditRate: 0,
  medicalCreditCap: 0,
  remoteAreaAllowances: {},
};

export interface MonthlyTaxInput {
  /** This month's regular assessable income (earnings for the days paid): projected over the months left. */
  regular: Minor;
  /** This month's one-off assessable income (a bonus, a festival allowance, arrears, a correction): this month only. */
  oneOff: Minor;
  /** This month's retirement contributions (the tax-deductible schemes), projected like regular income. */
  retirement: Minor;
  /** Retirement contributions on this month's one-offs (arrears of basic): this month only, like the one-off. */
  oneOffRetirement?: Minor;
  /** This fiscal year before this month: assessable income, retirement contributions and tax withheld. */
  soFar: { assessable: Minor; retirement: Minor; withheld: Minor };
  /** Months left in the fiscal year, this one included (1–12). */
  monthsRemaining: number;
  brackets: readonly TaxBracket[];
  rules: TaxRules;
  person: { socialSecurityContributor: boolean; woman: boolean; declared?: Declared };
}

/** How a year's tax was reached, for the payslip's "Why is my tax this much?": every figure rounded by the rule. */
export interface AnnualTaxBreakdown {
  /** The year's assessable income: so far, this month's regular income for every month left, and the one-offs. */
  assessable: Minor;
  /** Retirement contributions of the year (so far and projected) and the part allowed off income. */
  retirementContributed: Minor;
  retirementAllowed: Minor;
  /** The declared reliefs allowed off income (premiums within their caps, the remote area's deduction). */
  lifeInsurance: Minor;
  healthInsurance: Minor;
  remoteArea: Minor;
  taxableIncome: Minor;
  /** The first band's tax not charged (a social security fund's contributor). */
  socialSecurityWaived: Minor;
  /** The women's rebate taken off. */
  rebate: Minor;
  /** The medical tax credit taken off the tax (never more than the tax). */
  medicalCredit: Minor;
  annualTax: Minor;
}

/** `1e8` of these make a minor unit: a rate (1e4) applied, then a rebate's share (1e4), kept exact until rounded. */
const EXACT = 100_000_000n;
const rounded = (exact: bigint) => Number(divideRounded(exact, EXACT));

/**
 * A year's tax, exact (in 1e-8 minor units), on `assessable` income with `retirement` contributed and what the person
 * declared. Income less the retirement contributions allowed (s.63), less the insurance premiums within their caps
 * and the remote area's deduction (each never taking income below 0), is taxed by the brackets; then the social
 * security band waived, the women's rebate and the medical credit (never more than the tax left) come off the tax.
 */
function yearTax(
  assessable: Minor,
  retirement: Minor,
  brackets: readonly TaxBracket[],
  rules: TaxRules,
  person: MonthlyTaxInput['person'],
): { exact: bigint; breakdown: AnnualTaxBreakdown } {
  const income = Math.max(0, assessable);
  const limits = [Math.max(0, retirement)];
  if (rules.retirementShareDivisor) limits.push(Math.floor(income / rules.retirementShareDivisor));
  if (rules.retirementCap !== null) limits.push(rules.retirementCap);
  const allowed = Math.min(...limits);
  const d = person.declared ?? nothingDeclared;
  let left = income - allowed;
  const relief = (amount: Minor) => {
    const taken = Math.min(left, Math.max(0, amount));
    left -= taken;
    return taken;
  };
  const lifeInsurance = relief(Math.min(d.lifePremium, rules.lifeInsuranceCap));
  const healthInsurance = relief(Math.min(d.healthPremium, rules.healthInsuranceCap));
  const remoteArea = relief(d.remoteArea ? (rules.remoteAreaAllowances[d.remoteArea] ?? 0) : 0);
  const taxableIncome = left;
  const waive = rules.socialSecurityBand && person.socialSecurityContributor;
  const charged = waive ? brackets.map((b, i) => (i === 0 ? { ...b, rate: 0 } : b)) : brackets;
  const full = annualTaxExact(taxableIncome, brackets) * 10_000n;
  const afterWaiver = annualTaxExact(taxableIncome, charged);
  const afterRebate = afterWaiver * (10_000n - BigInt(person.woman ? rules.womenRebate : 0));
  const credit = Math.min(
    percentOf(Math.max(0, d.medicalExpenses), rules.medicalCreditRate),
    rules.medicalCreditCap,
  );
  const creditExact = BigInt(Math.max(0, credit)) * EXACT;
  const medical = creditExact < afterRebate ? creditExact : afterRebate;
  const exact = afterRebate - medical;
  return {
    exact,
    breakdown: {
      assessable: income,
      retirementContributed: Math.max(0, retirement),
      retirementAllowed: allowed,
      lifeInsurance,
      healthInsurance,
      remoteArea,
      taxableIncome,
      socialSecurityWaived: rounded(full - afterWaiver * 10_000n),
      rebate: rounded(afterWaiver * 10_000n - afterRebate),
      medicalCredit: rounded(medical),
      annualTax: rounded(exact),
    },
  };
}

/**
 * The month's tax. Regular income is projected: the year's tax on what was paid so far plus this month's regular
 * income for every month left, less what was already withheld, spread over the months left, this one included (a
 * mid-year joiner has nothing so far and fewer months left, so is projected on the months they work). A one-off is
 * taxed in the month it is paid: the whole difference it makes to the year's tax, on top. Rounded once; never below
 * 0: tax over-withheld is not refunded through payroll (hr corrects it with an adjustment).
 */
export function monthlyTax(input: MonthlyTaxInput): { tax: Minor; year: AnnualTaxBreakdown } {
  const { regular, oneOff, retirement, soFar, monthsRemaining: m, brackets, rules, person } = input;
  if (!Number.isInteger(m) || m < 1 || m > 12) throw new RangeError('monthsRemaining must be 1 to 12');
  const projected = soFar.assessable + Math.max(0, regular) * m;
  const contributed = soFar.retirement + Math.max(0, retirement) * m;
  const withoutOneOff = yearTax(projected, contributed, brackets, rules, person).exact;
  const year = yearTax(
    projected + oneOff,
    contributed + (input.oneOffRetirement ?? 0),
    brackets,
    rules,
    person,
  );
  const owedRegular = withoutOneOff - BigInt(soFar.withheld) * EXACT;
  const owed = (owedRegular > 0n ? owedRegular : 0n) + (year.exact - withoutOneOff) * BigInt(m);
  const tax = owed <= 0n ? 0 : Number(divideRounded(owed, EXACT * BigInt(m)));
  return { tax, year: year.breakdown };
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
