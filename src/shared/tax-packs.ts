/**
 * Income-tax packs the product ships (rules §16, issue 41): a fiscal year's brackets and reliefs as data, installed
 * into `tax_tables` and `tax_years` by hr (Settings → Payroll) and confirmed by hr against the year's Finance Act
 * before its first run. A year not here is typed in by hr.
 *
 * Nepal, by the fiscal year it starts in (2082 is 2082/83, 1 Shrawan 2082 to the end of Ashadh 2083). Sources:
 * Finance Act 2081, Schedule 1 (slabs, as summarised in LACA's "Nepal Budget 2081/82" notes: individual 5,00,000 at
 * 1 % then 2,00,000 at 10 %, 3,00,000 at 20 %, 10,00,000 at 30 %, 30,00,000 at 36 %, 39 % above; couple 6,00,000,
 * then 2,00,000, 3,00,000, 9,00,000, 30,00,000; the 1 % band "does not apply to … the employment income of the
 * person depositing the amount in the Social Security Fund"), kept unchanged by the 2082/83 budget; Income Tax Act
 * 2058 s.27 and s.63 (an employer's retirement contribution is the employee's income; retirement contributions come off
 * it up to the lowest of the amount, one third of assessable income and 5,00,000) and Schedule 1 (a woman with only
 * remuneration income: a 10 % rebate of her tax). See shared/NEPAL.md.
 *
 * The other reliefs (decision 030; each to confirm against the year's Finance Act with the rest): Income Tax Act 2058
 * s.12C, life insurance premiums off income up to 40,000 a year, and s.12D, health insurance premiums up to 20,000
 * (shared/NEPAL.md, "Other reliefs"); s.51, a credit against tax of 15 % of approved medical expenses, at most the
 * limit Income Tax Rules 2059 r.17(3) prescribes, 750 (NEPAL.md reports it doubled to 1,500: not yet citable, so 750
 * ships until hr confirms otherwise); Schedule 1 s.1(5) and Income Tax Rules 2059 r.38, a remote area's deduction by
 * its class: A 50,000, B 40,000, C 30,000, D 20,000, E 10,000 a year.
 */
import type { CalendarSystem } from './locale.js';
import type { TaxBracket, TaxRules, TaxVariant } from './payroll-run.js';

export interface TaxPack {
  country: string;
  /** The calendar its fiscal years are numbered in: offered only to an organisation whose periods are in it. */
  calendar: CalendarSystem;
  fiscalYear: number;
  brackets: Record<TaxVariant, TaxBracket[]>;
  rules: TaxRules;
  /** Where the figures come from, shown to hr beside "Confirm". */
  source: string;
}

const npr = (rupees: number) => rupees * 100;
const bands = (list: [number | null, number][]): TaxBracket[] =>
  list.map(([upTo, percent]) => ({ upTo: upTo === null ? null : npr(upTo), rate: percent * 100 }));

const nepalSlabs = {
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

const nepalRules: TaxRules = {
  socialSecurityBand: true,
  employerRetirementIncome: true,
  retirementCap: npr(500_000),
  retirementShareDivisor: 3,
  womenRebate: 1_000,
  lifeInsuranceCap: npr(40_000),
  healthInsuranceCap: npr(20_000),
  medicalCreditRate: 1_500,
  medicalCreditCap: npr(750),
  remoteAreaAllowances: {
    A: npr(50_000),
    B: npr(40_000),
    C: npr(30_000),
    D: npr(20_000),
    E: npr(10_000),
  },
};

export const taxPacks: readonly TaxPack[] = [
  {
    country: 'NP',
    calendar: 'bs',
    fiscalYear: 2082,
    brackets: nepalSlabs,
    rules: nepalRules,
    source:
      'Finance Act 2082, Schedule 1 (the 2081/82 slabs kept); Income Tax Act 2058 s.12C, s.12D, s.27, s.51, s.63 and Schedule 1; Income Tax Rules 2059 r.17(3) and r.38',
  },
  {
    country: 'NP',
    calendar: 'bs',
    fiscalYear: 2083,
    brackets: nepalSlabs,
    rules: nepalRules,
    source: '2082/83 figures carried forward: confirm against the Finance Act 2083, Schedule 1',
  },
];

/** The packs an organisation may add: its country's, numbered in its period calendar. */
export const taxPacksFor = (organisation: { country: string; periodCalendar: CalendarSystem }) =>
  taxPacks.filter((p) => p.country === organisation.country && p.calendar === organisation.periodCalendar);
