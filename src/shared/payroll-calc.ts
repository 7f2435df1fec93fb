/**
 * One person's figures for one payroll month (rules §16): earnings from the salary structure paid pro rata for the
 * days paid, contributions, tax and net, each with where it came from. Pure; amounts in minor units and the
 * rounding rule of `payroll-run.ts`.
 */
import {
  type AnnualTaxBreakdown,
  type BasisPoints,
  type Declared,
  divideRounded,
  type Minor,
  type MonthlyTaxInput,
  monthlyTax,
  percentOf,
  type TaxBracket,
  type TaxRules,
} from './payroll-run.js';

/**
 * A structure line's kind: an earning (an allowance), a deduction, or the person's own retirement contribution to a
 * fund of their choosing (Nepal's Citizen Investment Trust, an EPF): deducted like any deduction, and taken off
 * income for tax with the schemes' retirement contributions, within the year's limits (NEPAL.md: CIT).
 */
export const lineKinds = ['earning', 'deduction', 'retirement'] as const;
export type LineKind = (typeof lineKinds)[number];

/** A named line of a salary structure: a fixed amount or a percentage of basic. */
export interface StructureLine {
  name: string;
  kind: LineKind;
  /** Exactly one of the two. */
  amount?: Minor | null;
  percentOfBasic?: BasisPoints | null;
  /** A retirement contribution's account with its fund (a CIT id), for the fund's remittance sheet. */
  reference?: string | null;
}

export interface SalaryStructure {
  basic: Minor;
  lines: readonly StructureLine[];
}

/** A contribution scheme (a social security fund): employee and employer percentages of the basic paid. */
/** What part of a scheme's rates goes to one purpose (Nepal's SSF: provident fund 10 + 10 %, gratuity 8.33 %, …). */
export interface SchemePart {
  name: string;
  employeeRate: BasisPoints;
  employerRate: BasisPoints;
}

export interface ContributionScheme {
  name: string;
  employeeRate: BasisPoints;
  employerRate: BasisPoints;
  /** The employee's contribution is a retirement contribution, taken off income within the year's limits. */
  taxDeductible: boolean;
  /** A social security fund: its contributors are not charged the social security tax (the first band). */
  socialSecurityFund?: boolean;
  /** None, or adding up to each side's rate. */
  parts?: readonly SchemePart[];
}

/**
 * A side's contribution split by the scheme's parts: each part's rate of the base, rounded, the largest part taking
 * what rounding left so the parts add up to the contribution exactly.
 */
export function splitByParts(
  total: Minor,
  base: Minor,
  parts: readonly { name: string; rate: BasisPoints }[],
): { name: string; amount: Minor }[] {
  const shown = parts.filter((p) => p.rate > 0);
  if (shown.length === 0) return [];
  const amounts = shown.map((p) => ({ name: p.name, amount: percentOf(base, p.rate) }));
  const largest = shown.reduce((at, p, i) => (p.rate > shown[at]!.rate ? i : at), 0);
  amounts[largest]!.amount += total - amounts.reduce((s, a) => s + a.amount, 0);
  return amounts;
}

/** A one-off carried to the next run (rules §16): + paid (a bonus, arrears), − taken back; taxed in its month. */
export interface Adjustment {
  label: string;
  amount: Minor;
  taxable: boolean;
  /** Arrears: the part of the amount that is basic, on which the schemes' contributions are due as on basic paid. */
  basic?: Minor | null;
}

export interface PayInput {
  structure: SalaryStructure;
  /** Days the month counts (calendar or working days, a setting) and the unpaid ones (halves allowed). */
  daysInMonth: number;
  unpaidLeaveDays: number;
  absentDays: number;
  /** Days of the month before the person joined or after they left: not paid either. */
  daysNotEmployed?: number;
  schemes: readonly ContributionScheme[];
  adjustments: readonly Adjustment[];
  /** Approved overtime of the month (issue 42): its minutes, the rate, the basic hourly rate and the amount. */
  overtime?: { minutes: number; ratePercent: number; hourly: Minor; amount: Minor } | null;
  tax: {
    brackets: readonly TaxBracket[];
    rules: TaxRules;
    monthsRemaining: number;
    /** This fiscal year before this month (earlier runs and the opening figures). */
    soFar: MonthlyTaxInput['soFar'];
    woman: boolean;
    /** What the person declared for the year (premiums, medical expenses, remote area): none if left out. */
    declared?: Declared;
  };
}

export type Source =
  | {
      from: 'structure';
      basic?: true;
      percentOfBasic?: BasisPoints;
      amount?: Minor;
      /** A retirement contribution (kind `retirement`) and its account with the fund. */
      retirement?: true;
      reference?: string;
    }
  | { from: 'unpaid_days'; days: number; daysInMonth: number }
  | {
      from: 'scheme';
      rate: BasisPoints;
      /** The base: the basic paid, and arrears of basic (`arrears`, part of `of`) when a one-off carries them. */
      of: Minor;
      arrears?: Minor;
      parts?: { name: string; amount: Minor }[];
    }
  | { from: 'adjustment' }
  | { from: 'overtime'; minutes: number; ratePercent: number; hourly: Minor }
  | ({ from: 'tax'; withheldSoFar: Minor; monthsRemaining: number; oneOff: Minor } & AnnualTaxBreakdown);

export interface PayLine {
  name: string;
  amount: Minor;
  source: Source;
}

export interface PayResult {
  earnings: PayLine[];
  deductions: PayLine[];
  /** Employee contributions (deducted) and the employer's (paid on top, not deducted). */
  contributions: (PayLine & { employer: Minor; employerSource: Source })[];
  gross: Minor;
  /**
   * This month's income for tax (earnings for the days paid, taxable one-offs and, where the year's rules say so, the
   * employer's retirement contributions) and its retirement contributions (deductible within the year's limits).
   */
  assessable: Minor;
  retirement: Minor;
  /** Assessable less retirement contributions (the year's limits apply to the year, in the tax's source). */
  taxable: Minor;
  tax: Minor;
  taxSource: Source;
  totalDeductions: Minor;
  employerContributions: Minor;
  net: Minor;
  /** Days paid of the month's days. */
  paidDays: number;
}

/** Half days as integers, so a day count of 12.5 stays exact. */
const halves = (days: number) => {
  const h = Math.round(days * 2);
  if (Math.abs(h - days * 2) > 1e-9 || h < 0) throw new RangeError(`${days} is not a number of half days`);
  return h;
};

/** `amount × paid / days` by the rule: the part of a monthly amount the days paid earn. */
export function proRata(amount: Minor, paidHalves: number, monthHalves: number): Minor {
  if (monthHalves <= 0) throw new RangeError('a month has days');
  return Number(divideRounded(BigInt(amount) * BigInt(paidHalves), BigInt(monthHalves)));
}

const lineAmount = (line: StructureLine, basic: Minor) =>
  line.percentOfBasic != null ? percentOf(basic, line.percentOfBasic) : (line.amount ?? 0);

const lineSource = (line: StructureLine): Source => ({
  from: 'structure',
  ...(line.percentOfBasic != null ? { percentOfBasic: line.percentOfBasic } : { amount: line.amount ?? 0 }),
  ...(line.kind === 'retirement' && {
    retirement: true,
    ...(line.reference && { reference: line.reference }),
  }),
});

/**
 * The month's figures. Earnings (basic and allowances) are paid for the days paid: each is the structure's
 * amount × paid days / the month's days (rounded per line), and the days not paid show as one deduction line so
 * the payslip says where the difference went. Percentage deductions and contributions are of the basic paid. Fixed deductions are taken in full. Net may be below 0 when fixed deductions exceed pay;
 * the run shows it and hr corrects the inputs.
 */
/**
 * A structure's earnings for a month: each in full, and each paid for the days paid (amount × paid / the month's
 * days, rounded per line). Unpaid days are leave and absence together, at most the month's.
 */
export function earningsFor(structure: SalaryStructure, daysInMonth: number, unpaidDays: number) {
  const monthHalves = halves(daysInMonth);
  const unpaidHalves = Math.min(monthHalves, halves(unpaidDays));
  const paidHalves = monthHalves - unpaidHalves;
  const { basic, lines } = structure;
  const full: PayLine[] = [
    { name: 'Basic', amount: basic, source: { from: 'structure', basic: true } },
    ...lines
      .filter((l) => l.kind === 'earning')
      .map((l) => ({ name: l.name, amount: lineAmount(l, basic), source: lineSource(l) })),
  ];
  const paid = full.map((e) => proRata(e.amount, paidHalves, monthHalves));
  return { full, paid, paidTotal: paid.reduce((s, a) => s + a, 0), monthHalves, unpaidHalves, paidHalves };
}

export function calculatePay(input: PayInput): PayResult {
  const { lines } = input.structure;
  // Each earning is paid for the days paid, rounded per line; the payslip shows the full amounts and what the
  // days not paid took off as one deduction, so it says where the difference went.
  const {
    full: fullEarnings,
    paid,
    paidTotal,
    monthHalves,
    unpaidHalves,
    paidHalves,
  } = earningsFor(
    input.structure,
    input.daysInMonth,
    input.unpaidLeaveDays + input.absentDays + (input.daysNotEmployed ?? 0),
  );
  const basicPaid = paid[0] as Minor;
  const fullTotal = fullEarnings.reduce((s, e) => s + e.amount, 0);
  const deductions: PayLine[] = [];
  if (fullTotal !== paidTotal)
    deductions.push({
      name: 'Unpaid days',
      amount: fullTotal - paidTotal,
      source: { from: 'unpaid_days', days: unpaidHalves / 2, daysInMonth: monthHalves / 2 },
    });
  let ownRetirement = 0;
  for (const l of lines.filter((x) => x.kind !== 'earning')) {
    const amount = lineAmount(l, basicPaid);
    deductions.push({ name: l.name, amount, source: lineSource(l) });
    if (l.kind === 'retirement') ownRetirement += amount;
  }

  const adjustmentEarnings: PayLine[] = [];
  let oneOff = 0;
  for (const a of input.adjustments) {
    const line = { name: a.label, amount: Math.abs(a.amount), source: { from: 'adjustment' } as Source };
    if (a.amount >= 0) adjustmentEarnings.push(line);
    else deductions.push(line);
    if (a.taxable) oneOff += a.amount;
  }
  // Overtime is its own earning, taxed in its month as a one-off (issue 42).
  const overtime = input.overtime;
  if (overtime && overtime.amount > 0) {
    const { minutes, ratePercent, hourly, amount } = overtime;
    adjustmentEarnings.push({
      name: 'Overtime',
      amount,
      source: { from: 'overtime', minutes, ratePercent, hourly },
    });
    oneOff += amount;
  }

  // Arrears of basic carry the contributions basic paid does (Nepal's SSF counts them on basic paid): one line on the
  // whole base, of which the part beyond the month's basic is the arrears', counted for tax like the one-off.
  const arrearsBasic = input.adjustments.reduce((sum, a) => sum + (a.basic ?? 0), 0);
  const base = basicPaid + arrearsBasic;
  const contributions = input.schemes.map((s) => {
    const side = (rate: BasisPoints, partRate: (p: SchemePart) => BasisPoints) => {
      const amount = percentOf(base, rate);
      const parts = splitByParts(
        amount,
        base,
        (s.parts ?? []).map((p) => ({ name: p.name, rate: partRate(p) })),
      );
      return {
        amount,
        onArrears: amount - percentOf(basicPaid, rate),
        source: {
          from: 'scheme',
          rate,
          of: base,
          ...(arrearsBasic !== 0 && { arrears: arrearsBasic }),
          ...(parts.length > 0 && { parts }),
        } as Source,
      };
    };
    const mine = side(s.employeeRate, (p) => p.employeeRate);
    const theirs = side(s.employerRate, (p) => p.employerRate);
    return {
      name: s.name,
      amount: mine.amount,
      source: mine.source,
      employer: theirs.amount,
      employerSource: theirs.source,
      taxDeductible: s.taxDeductible,
      onArrears: { mine: mine.onArrears, theirs: theirs.onArrears },
    };
  });
  const socialSecurityContributor = input.schemes.some((s) => s.socialSecurityFund && s.employeeRate > 0);

  const allEarnings = [...fullEarnings, ...adjustmentEarnings];
  const gross = allEarnings.reduce((s, e) => s + e.amount, 0);
  const { brackets, rules, monthsRemaining, soFar, woman, declared } = input.tax;
  const retirementSchemes = contributions.filter((c) => c.taxDeductible);
  // Where the employer's retirement contribution is the employee's income, it is assessable and contributed too;
  // the part on arrears is a one-off, like the arrears.
  const employerAll = rules.employerRetirementIncome
    ? retirementSchemes.reduce((s, c) => s + c.employer, 0)
    : 0;
  const employerOnArrears = rules.employerRetirementIncome
    ? retirementSchemes.reduce((s, c) => s + c.onArrears.theirs, 0)
    : 0;
  const employerIncome = employerAll - employerOnArrears;
  const onArrears = retirementSchemes.reduce((s, c) => s + c.onArrears.mine, 0) + employerOnArrears;
  oneOff += employerOnArrears;
  const retirement =
    retirementSchemes.reduce((s, c) => s + c.amount, 0) + employerAll + ownRetirement - onArrears;
  const regular = paidTotal + employerIncome;
  const t = monthlyTax({
    regular,
    oneOff,
    retirement,
    oneOffRetirement: onArrears,
    soFar,
    monthsRemaining,
    brackets,
    rules,
    person: { socialSecurityContributor, woman, ...(declared && { declared }) },
  });
  const totalDeductions =
    deductions.reduce((s, d) => s + d.amount, 0) + contributions.reduce((s, c) => s + c.amount, 0) + t.tax;
  return {
    earnings: allEarnings,
    deductions,
    contributions: contributions.map(({ taxDeductible: _, onArrears: __, ...c }) => c),
    gross,
    assessable: regular + oneOff,
    retirement: retirement + onArrears,
    taxable: regular + oneOff - retirement - onArrears,
    tax: t.tax,
    taxSource: { from: 'tax', ...t.year, withheldSoFar: soFar.withheld, monthsRemaining, oneOff },
    totalDeductions,
    employerContributions: contributions.reduce((s, c) => s + c.employer, 0),
    net: gross - totalDeductions,
    paidDays: paidHalves / 2,
  };
}
