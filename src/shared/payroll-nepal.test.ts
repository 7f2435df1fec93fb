/**
 * Worked Nepali payslips, each computed by hand below, on the shipped 2082/83 pack (tax-packs.ts). Sources:
 * - slabs: Finance Act 2081 Schedule 1, kept for 2082/83 (LACA "Nepal Budget 2081/82" notes; shared/NEPAL.md):
 *   individual 1 % to 5,00,000, 10 % to 7,00,000, 20 % to 10,00,000, 30 % to 20,00,000, 36 % to 50,00,000;
 *   couple 1 % to 6,00,000, 10 % to 8,00,000, 20 % to 11,00,000, 30 % to 20,00,000;
 * - the 1 % band is the social security tax, not charged on an SSF contributor's employment income (same notes);
 * - Income Tax Act 2058 s.27 (the employer's retirement contribution is employment income) and s.63 (retirement
 *   contributions deductible up to the lowest of the amount, a third of assessable income and 5,00,000);
 * - Income Tax Act 2058 Schedule 1: a woman with remuneration income only has 10 % of her tax rebated;
 * - SSF: 11 % of basic from the employee, 20 % from the employer (Contribution-Based Social Security Act 2074 and
 *   the fund's contribution directive; shared/NEPAL.md);
 * - CIT: a person's own contribution (an amount or a percentage, with their CIT id), deductible within the same
 *   combined retirement limits of s.63 (shared/NEPAL.md, Citizen Investment Trust).
 * Amounts are NPR; a month's tax is rounded to the paisa, half away from zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Adjustment,
  type ContributionScheme,
  calculatePay,
  type StructureLine,
} from './payroll-calc.js';
import { monthlyTax, type TaxVariant } from './payroll-run.js';
import { taxPacksFor } from './tax-packs.js';

const npr = (rupees: number) => Math.round(rupees * 100);
const pack = taxPacksFor({ country: 'NP', periodCalendar: 'bs' }).find((p) => p.fiscalYear === 2082)!;
const SSF: ContributionScheme = {
  name: 'SSF',
  employeeRate: 1_100,
  employerRate: 2_000,
  taxDeductible: true,
  socialSecurityFund: true,
};
const EPF: ContributionScheme = {
  name: 'EPF',
  employeeRate: 1_000,
  employerRate: 1_000,
  taxDeductible: true,
};
const CIT30: ContributionScheme = { name: 'CIT', employeeRate: 3_000, employerRate: 0, taxDeductible: true };

interface Case {
  basic: number;
  lines?: StructureLine[];
  variant?: TaxVariant;
  woman?: boolean;
  schemes?: ContributionScheme[];
  oneOffs?: Adjustment[];
  unpaidDays?: number;
  monthsRemaining?: number;
  soFar?: { assessable: number; retirement: number; withheld: number };
}

const payslip = (c: Case) =>
  calculatePay({
    structure: { basic: npr(c.basic), lines: c.lines ?? [] },
    daysInMonth: 30,
    unpaidLeaveDays: c.unpaidDays ?? 0,
    absentDays: 0,
    schemes: c.schemes ?? [],
    adjustments: c.oneOffs ?? [],
    tax: {
      brackets: pack.brackets[c.variant ?? 'single'],
      rules: pack.rules,
      monthsRemaining: c.monthsRemaining ?? 12,
      soFar: {
        assessable: npr(c.soFar?.assessable ?? 0),
        retirement: npr(c.soFar?.retirement ?? 0),
        withheld: npr(c.soFar?.withheld ?? 0),
      },
      woman: c.woman ?? false,
    },
  });

describe('Nepali payslips on the 2082/83 pack, each worked by hand', () => {
  it.each<[string, Case, number, number]>([
    // [case, inputs, the month's tax, net pay]
    // 50,000 × 12 = 6,00,000: 5,00,000 × 1 % + 1,00,000 × 10 % = 15,000 a year.
    ['single, no fund', { basic: 50_000 }, 1_250, 48_750],
    // 6,00,000 is all in the couple's first band: 6,000 a year.
    ['couple, no fund', { basic: 50_000, variant: 'married' }, 500, 49_500],
    // 20,000 × 12 = 2,40,000 × 1 % = 2,400 a year.
    ['single, below the first band', { basic: 20_000 }, 200, 19_800],
    // Income 50,000 + 10,000 employer SSF = 7,20,000 a year; SSF 15,500 × 12 = 1,86,000 (under a third, 2,40,000)
    // leaves 5,34,000; the first band waived: 34,000 × 10 % = 3,400 a year. Net 50,000 − 5,500 − 283.33.
    ['single, SSF', { basic: 50_000, schemes: [SSF] }, 283.33, 44_216.67],
    // The same 5,34,000 is inside the couple's waived first band (6,00,000): no tax.
    ['couple, SSF', { basic: 50_000, variant: 'married', schemes: [SSF] }, 0, 44_500],
    // 1,80,000 a month = 21,60,000 a year; SSF 46,500 × 12 = 5,58,000, capped at 5,00,000: 16,60,000 taxable;
    // 2,00,000 × 10 % + 3,00,000 × 20 % + 6,60,000 × 30 % = 2,78,000 a year = 23,166.67 a month.
    ['single, SSF, the 5,00,000 cap', { basic: 150_000, schemes: [SSF] }, 23_166.67, 110_333.33],
    // EPF 10 + 10 and CIT 30 %: income 1,10,000 a month = 13,20,000; contributed 50,000 × 12 = 6,00,000, allowed a
    // third, 4,40,000: 8,80,000 taxable, charged from the first band (not an SSF contributor):
    // 5,000 + 20,000 + 1,80,000 × 20 % = 61,000 a year. Net 1,00,000 − 10,000 − 30,000 − 5,083.33.
    [
      'single, EPF and CIT, a third of income',
      { basic: 100_000, schemes: [CIT30, EPF] },
      5_083.33,
      54_916.67,
    ],
    // 15,000 a year less her 10 % rebate: 13,500.
    ['a woman, no fund', { basic: 50_000, woman: true }, 1_125, 48_875],
    // 1,20,000 a month = 14,40,000; SSF 31,000 × 12 = 3,72,000 allowed: 10,68,000; waived first band, then
    // 20,000 + 60,000 + 68,000 × 30 % = 1,00,400, less 10 %: 90,360 a year. Net 1,00,000 − 11,000 − 7,530.
    ['a woman, SSF', { basic: 100_000, woman: true, schemes: [SSF] }, 7_530, 81_470],
    // 60,000 + 10 % dearness + 3,000 transport = 69,000; × 12 = 8,28,000 for a couple: 6,000 + 20,000 + 28,000 ×
    // 20 % = 31,600, less her 10 %: 28,440 a year.
    [
      'a woman, couple, allowances',
      {
        basic: 60_000,
        variant: 'married',
        woman: true,
        lines: [
          { name: 'Dearness', kind: 'earning', percentOfBasic: 1_000 },
          { name: 'Transport', kind: 'earning', amount: npr(3_000) },
        ],
      },
      2_370,
      66_630,
    ],
    // Dashain in Asoj, the third month: two months of 50,000 paid with 1,250 withheld each. The regular year stays
    // 6,00,000 (15,000: (15,000 − 2,500) / 10 = 1,250); the festival allowance of one month's basic makes it
    // 6,50,000 (20,000): its 5,000 is taken this month. Net 1,00,000 − 6,250.
    [
      'a festival-allowance month',
      {
        basic: 50_000,
        oneOffs: [{ label: 'Festival allowance', amount: npr(50_000), taxable: true }],
        monthsRemaining: 10,
        soFar: { assessable: 100_000, retirement: 0, withheld: 2_500 },
      },
      6_250,
      93_750,
    ],
    // A couple on 80,000 with SSF, the ninth month: income 96,000 a month, 11,52,000 a year; SSF 24,800 × 12 =
    // 2,97,600 allowed: 8,54,400; waived first band, 20,000 + 54,400 × 20 % = 30,880 a year, 2,573.33 a month
    // withheld eight times (20,586.64). Regular: (30,880 − 20,586.64) / 4 = 2,573.34. The 1,00,000 bonus falls in
    // the 20 % band: 20,000 more, all this month. Net 1,80,000 − 8,800 − 22,573.34.
    [
      'a bonus month, couple, SSF',
      {
        basic: 80_000,
        variant: 'married',
        schemes: [SSF],
        oneOffs: [{ label: 'Bonus', amount: npr(100_000), taxable: true }],
        monthsRemaining: 4,
        soFar: { assessable: 768_000, retirement: 198_400, withheld: 20_586.64 },
      },
      22_573.34,
      148_626.66,
    ],
    // Back-dated rise paid as 20,000 arrears in the first month: 6,20,000 (17,000) against 6,00,000 (15,000).
    [
      'an arrears month',
      { basic: 50_000, oneOffs: [{ label: 'Arrears', amount: npr(20_000), taxable: true }] },
      3_250,
      66_750,
    ],
    // Going live in Mangsir (5th month) for someone paid 1,00,000 since Shrawan: opening figures 4,00,000 paid and
    // 48,333.32 withheld. The year is 12,00,000: 5,000 + 20,000 + 60,000 + 60,000 = 1,45,000;
    // (1,45,000 − 48,333.32) / 8 = 12,083.335 → 12,083.34.
    [
      'mid-year go-live with opening figures',
      {
        basic: 100_000,
        monthsRemaining: 8,
        soFar: { assessable: 400_000, retirement: 0, withheld: 48_333.32 },
      },
      12_083.34,
      87_916.66,
    ],
    // Without them the same month sees a joiner: 8,00,000 for the year, 5,000 + 20,000 + 20,000 = 45,000, 5,625 a
    // month (too little for someone paid since Shrawan).
    ['mid-year joiner, nothing before', { basic: 100_000, monthsRemaining: 8 }, 5_625, 94_375],
    // A leaver's last month is the year's last for them: income 3,00,000 in all (3,000 tax) and 24,166.66 already
    // withheld over two months: nothing more (over-withheld tax is not refunded through payroll).
    [
      "a leaver's true-up",
      {
        basic: 100_000,
        monthsRemaining: 1,
        soFar: { assessable: 200_000, retirement: 0, withheld: 24_166.66 },
      },
      0,
      100_000,
    ],
    // 3 of 30 days unpaid on 60,000: 54,000 paid, projected 6,48,000: 5,000 + 14,800 = 19,800 a year.
    ['unpaid days', { basic: 60_000, unpaidDays: 3 }, 1_650, 52_350],
    // The person's own CIT, 10 % of basic: 12,00,000 a year less 1,20,000 contributed (under a third and the cap):
    // 10,80,000; 5,000 + 20,000 + 60,000 + 80,000 × 30 % = 1,09,000 a year. Net 1,00,000 − 10,000 − 9,083.33.
    [
      'CIT of their own, a percentage',
      {
        basic: 100_000,
        lines: [{ name: 'CIT', kind: 'retirement', percentOfBasic: 1_000, reference: '123456' }],
      },
      9_083.33,
      80_916.67,
    ],
    // SSF and 20,000 CIT together: income 1,20,000 a month = 14,40,000; contributed 11,000 + 20,000 + 20,000 = 51,000
    // × 12 = 6,12,000, allowed a third, 4,80,000: 9,60,000; first band waived: 20,000 + 2,60,000 × 20 % = 72,000 a
    // year. Net 1,00,000 − 11,000 − 20,000 − 6,000.
    [
      'CIT of their own with SSF, a third of income',
      {
        basic: 100_000,
        schemes: [SSF],
        lines: [{ name: 'CIT', kind: 'retirement', amount: npr(20_000) }],
      },
      6_000,
      63_000,
    ],
  ])('%s', (_, c, tax, net) => {
    const r = payslip(c);
    expect(r.tax).toBe(npr(tax));
    expect(r.net).toBe(npr(net));
  });

  it("says how the year's tax was reached: assessable, retirement allowed, the waived band and the rebate", () => {
    const r = payslip({ basic: 150_000, woman: true, schemes: [SSF] });
    // 21,60,000 assessable, 5,58,000 contributed, 5,00,000 allowed: 16,60,000. The first band's 5,000 waived;
    // 2,78,000 less her 27,800: 2,50,200.
    expect(r.taxSource).toMatchObject({
      assessable: npr(2_160_000),
      retirementContributed: npr(558_000),
      retirementAllowed: npr(500_000),
      taxableIncome: npr(1_660_000),
      socialSecurityWaived: npr(5_000),
      rebate: npr(27_800),
      annualTax: npr(250_200),
      oneOff: 0,
    });
    expect(r.assessable).toBe(npr(180_000));
    expect(r.retirement).toBe(npr(46_500));
  });

  it('keeps the employer’s contribution out of income where the year’s rules say so (another country’s)', () => {
    const plain = { ...pack.rules, employerRetirementIncome: false, socialSecurityBand: false };
    const r = calculatePay({
      structure: { basic: npr(50_000), lines: [] },
      daysInMonth: 30,
      unpaidLeaveDays: 0,
      absentDays: 0,
      schemes: [SSF],
      adjustments: [],
      tax: {
        brackets: pack.brackets.single,
        rules: plain,
        monthsRemaining: 12,
        soFar: { assessable: 0, retirement: 0, withheld: 0 },
        woman: false,
      },
    });
    // 50,000 − 5,500 = 44,500 × 12 = 5,34,000: 5,000 + 3,400 = 8,400 a year.
    expect(r.tax).toBe(npr(700));
  });
});

describe('the shipped packs', () => {
  it('are offered to a Nepali organisation paying by BS months, not to one whose years are Gregorian', () => {
    expect(taxPacksFor({ country: 'NP', periodCalendar: 'bs' }).map((p) => p.fiscalYear)).toEqual([
      2082, 2083,
    ]);
    expect(taxPacksFor({ country: 'NP', periodCalendar: 'gregorian' })).toEqual([]);
    expect(taxPacksFor({ country: 'XX', periodCalendar: 'bs' })).toEqual([]);
  });
});

describe('a steady year', () => {
  it("withholds, month by month, the year's tax to within a paisa a month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<TaxVariant>('single', 'married'),
        (regular, retirement, woman, contributor, variant) => {
          let soFar = { assessable: 0, retirement: 0, withheld: 0 };
          let annual = 0;
          for (let m = 12; m >= 1; m--) {
            const t = monthlyTax({
              regular,
              oneOff: 0,
              retirement,
              soFar,
              monthsRemaining: m,
              brackets: pack.brackets[variant],
              rules: pack.rules,
              person: { socialSecurityContributor: contributor, woman },
            });
            annual = t.year.annualTax;
            soFar = {
              assessable: soFar.assessable + regular,
              retirement: soFar.retirement + retirement,
              withheld: soFar.withheld + t.tax,
            };
          }
          expect(Math.abs(soFar.withheld - annual)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
