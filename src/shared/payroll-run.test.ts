import { describe, expect, it } from 'vitest';
import { calculatePay, type PayInput, proRata } from './payroll-calc.js';
import {
  annualTax,
  basisPointsOf,
  bracketsProblem,
  divideRounded,
  fiscalYearOf,
  majorText,
  minorOf,
  monthlyTax,
  monthsRemainingInFiscalYear,
  percentOf,
  plainTaxRules,
  type TaxBracket,
  typedMinorOf,
} from './payroll-run.js';

/** NPR in paisa. */
const npr = (rupees: number) => Math.round(rupees * 100);
const bands = (list: [number | null, number][]): TaxBracket[] =>
  list.map(([upTo, percent]) => ({ upTo: upTo === null ? null : npr(upTo), rate: basisPointsOf(percent) }));
// The demo's example brackets (Nepal-like, FY 2082/83): single and married.
const single = bands([
  [500_000, 1],
  [700_000, 10],
  [1_000_000, 20],
  [2_000_000, 30],
  [5_000_000, 36],
  [null, 39],
]);
const married = bands([
  [600_000, 1],
  [800_000, 10],
  [1_100_000, 20],
  [2_000_000, 30],
  [5_000_000, 36],
  [null, 39],
]);

describe('the rounding rule: half away from zero, to a whole minor unit', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
  ])('%i / %i = %i', (n, d, q) => expect(divideRounded(n, d)).toBe(q));

  it.each([
    [1005, 5000, 503], // 502.5 → 503
    [-1005, 5000, -503],
    [100_000, 750, 7500],
    [333, 1250, 42], // 41.625 → 42
    [1, 1, 0], // 0.0001 → 0
  ])('%i × %i bp = %i', (amount, bp, result) => expect(percentOf(amount, bp)).toBe(result));

  it('reads percentages with two decimals and major amounts exactly, and refuses more', () => {
    expect(basisPointsOf(7.5)).toBe(750);
    expect(basisPointsOf(0.01)).toBe(1);
    expect(() => basisPointsOf(7.555)).toThrow(RangeError);
    expect(minorOf(1.005)).toBe(101);
    expect(minorOf(95_000)).toBe(9_500_000);
    expect(minorOf(333.33)).toBe(33_333);
    // What someone types keeps its paisa, and a third decimal is refused, not rounded away (issue 44, item 12).
    expect(typedMinorOf(333.33)).toBe(33_333);
    expect(typedMinorOf(12_500.5)).toBe(1_250_050);
    expect(() => typedMinorOf(1.005)).toThrow(RangeError);
    expect(() => typedMinorOf(1000.555)).toThrow(RangeError);
    expect(majorText(-123_450)).toBe('-1234.50');
    expect(majorText(7)).toBe('0.07');
    expect(() => percentOf(1.5, 100)).toThrow(RangeError);
  });
});

describe('annual income tax from progressive brackets', () => {
  it.each([
    ['nothing', single, 0, 0],
    ['inside the first band', single, 300_000, 3_000],
    ['exactly at the first edge', single, 500_000, 5_000],
    ['one rupee over the edge', single, 500_001, 5_000.1],
    ['at the second edge', single, 700_000, 25_000],
    ['at the third edge', single, 1_000_000, 85_000],
    ['in the fourth band', single, 1_200_000, 145_000],
    ['in the open band', single, 6_000_000, 85_000 + 300_000 + 1_080_000 + 390_000],
    ['married: at the first edge', married, 600_000, 6_000],
    ['married: same income, less tax', married, 700_000, 16_000],
    ['married: at the third edge', married, 1_100_000, 6_000 + 20_000 + 60_000],
  ])('%s', (_, brackets, income, tax) => expect(annualTax(npr(income), brackets)).toBe(npr(tax)));

  it('checks a list of brackets', () => {
    expect(bracketsProblem(single)).toBeUndefined();
    expect(bracketsProblem([])).toBe('empty');
    expect(bracketsProblem(bands([[500_000, 1]]))).toBe('open');
    expect(
      bracketsProblem(
        bands([
          [500_000, 1],
          [400_000, 10],
          [null, 20],
        ]),
      ),
    ).toBe('order');
    expect(bracketsProblem([{ upTo: null, rate: 10_001 }])).toBe('rate');
  });
});

describe('monthly tax: projected annual tax less what was withheld, over the months left', () => {
  it.each([
    // [case, monthly taxable, so far, withheld so far, months left, brackets, expected tax]
    ['a full year, first month', 100_000, 0, 0, 12, single, 12_083.33], // 145 000 / 12
    ['a full year, married', 100_000, 0, 0, 12, married, 9_666.67], // 116 000 / 12
    ['a mid-year joiner with 6 months left', 100_000, 0, 0, 6, single, 2_500], // on 600 000: 15 000 / 6
    ['the right amount withheld so far', 100_000, 600_000, 72_500, 6, single, 12_083.33],
    ['too little withheld so far', 100_000, 600_000, 60_000, 6, single, 14_166.67], // 85 000 / 6
    ['too much withheld so far: nothing, no refund', 10_000, 600_000, 200_000, 6, single, 0],
    ['the last month takes what is left', 100_000, 1_100_000, 132_916.67, 1, single, 12_083.33],
    ['below the first band', 10_000, 0, 0, 12, single, 100],
  ] as const)('%s', (_, taxable, soFar, withheld, months, brackets, expected) => {
    const r = monthlyTax({
      regular: npr(taxable),
      oneOff: 0,
      retirement: 0,
      soFar: { assessable: npr(soFar), retirement: 0, withheld: Math.round(withheld * 100) },
      monthsRemaining: months,
      brackets,
      rules: plainTaxRules,
      person: { socialSecurityContributor: false, woman: false },
    });
    expect(r.tax).toBe(Math.round(expected * 100));
  });

  it('counts the months left and names the fiscal year by the year it starts', () => {
    // A fiscal year from Shrawan (BS month 4).
    expect(monthsRemainingInFiscalYear(4, 4)).toBe(12);
    expect(monthsRemainingInFiscalYear(3, 4)).toBe(1);
    expect(monthsRemainingInFiscalYear(12, 4)).toBe(4);
    expect(monthsRemainingInFiscalYear(1, 1)).toBe(12);
    expect(fiscalYearOf('2082-04', 4)).toBe(2082);
    expect(fiscalYearOf('2083-03', 4)).toBe(2082);
    expect(fiscalYearOf('2026-11', 1)).toBe(2026);
  });
});

/** A first month on plain rules, nothing paid before. */
const plainYear = {
  rules: plainTaxRules,
  monthsRemaining: 12,
  soFar: { assessable: 0, retirement: 0, withheld: 0 },
  woman: false,
};

const base = (over: Partial<PayInput> = {}): PayInput => ({
  structure: { basic: npr(50_000), lines: [] },
  daysInMonth: 30,
  unpaidLeaveDays: 0,
  absentDays: 0,
  schemes: [],
  adjustments: [],
  tax: { ...plainYear, brackets: bands([[null, 0]]) },
  ...over,
});

describe('pro rata for unpaid leave and absent days', () => {
  it.each([
    ['calendar days: 3 of 30 unpaid', 30, 2, 1, npr(50_000), npr(45_000), npr(5_000)],
    ['working days: 1.5 of 22 unpaid', 22, 1.5, 0, npr(30_000), 2_795_455, 204_545], // 30 000 × 41/44
    ['nothing unpaid', 30, 0, 0, npr(30_000), npr(30_000), 0],
    ['every day unpaid', 30, 20, 15, npr(30_000), 0, npr(30_000)],
  ] as const)('%s', (_, days, leave, absent, basic, paid, taken) => {
    const r = calculatePay(
      base({
        structure: { basic, lines: [] },
        daysInMonth: days,
        unpaidLeaveDays: leave,
        absentDays: absent,
      }),
    );
    expect(r.gross - (r.deductions.find((d) => d.name === 'Unpaid days')?.amount ?? 0)).toBe(paid);
    expect(r.deductions.find((d) => d.name === 'Unpaid days')?.amount ?? 0).toBe(taken);
    expect(r.net).toBe(paid);
  });

  it('rounds each earning separately, half away from zero', () => {
    expect(proRata(101, 1, 2)).toBe(51); // 50.5 → 51
    const r = calculatePay(
      base({
        structure: {
          basic: 101,
          lines: [{ name: 'Dearness', kind: 'earning', amount: 101 }],
        },
        daysInMonth: 1,
        unpaidLeaveDays: 0.5,
      }),
    );
    // Each line 50.5 → 51; paid 102 of 202, the unpaid days' line is 100.
    expect(r.deductions[0]?.amount).toBe(100);
    expect(r.net).toBe(102);
  });
});

describe('salary structures, contribution schemes and the whole payslip', () => {
  it('adds allowances, takes deductions, contributions and tax, and says where each came from', () => {
    const r = calculatePay(
      base({
        structure: {
          basic: npr(50_000),
          lines: [
            { name: 'Dearness', kind: 'earning', percentOfBasic: 1_000 },
            { name: 'Transport', kind: 'earning', amount: npr(2_000) },
            { name: 'Loan', kind: 'deduction', amount: npr(1_000) },
            { name: 'Welfare', kind: 'deduction', percentOfBasic: 100 },
          ],
        },
        schemes: [{ name: 'SSF', employeeRate: 1_100, employerRate: 2_000, taxDeductible: true }],
        adjustments: [{ label: 'Arrears', amount: npr(3_000), taxable: true }],
        tax: { ...plainYear, brackets: single },
      }),
    );
    expect(r.earnings.map((e) => [e.name, e.amount])).toEqual([
      ['Basic', npr(50_000)],
      ['Dearness', npr(5_000)],
      ['Transport', npr(2_000)],
      ['Arrears', npr(3_000)],
    ]);
    expect(r.gross).toBe(npr(60_000));
    expect(r.contributions).toEqual([
      expect.objectContaining({ name: 'SSF', amount: npr(5_500), employer: npr(10_000) }),
    ]);
    expect(r.employerContributions).toBe(npr(10_000));
    // Regular: 57 000 − 5 500 SSF, × 12 = 618 000 → 5 000 + 11 800 = 16 800 a year, 1 400 a month. The arrears
    // are a one-off, taxed this month alone: 621 000 → 17 100, so 300 more.
    expect(r.taxable).toBe(npr(54_500));
    expect(r.tax).toBe(npr(1_700));
    expect(r.taxSource).toEqual({
      from: 'tax',
      assessable: npr(687_000),
      retirementContributed: npr(66_000),
      retirementAllowed: npr(66_000),
      lifeInsurance: 0,
      healthInsurance: 0,
      remoteArea: 0,
      taxableIncome: npr(621_000),
      socialSecurityWaived: 0,
      rebate: 0,
      medicalCredit: 0,
      annualTax: npr(17_100),
      withheldSoFar: 0,
      monthsRemaining: 12,
      oneOff: npr(3_000),
    });
    expect(r.deductions.map((d) => [d.name, d.amount])).toEqual([
      ['Loan', npr(1_000)],
      ['Welfare', npr(500)],
    ]);
    expect(r.totalDeductions).toBe(npr(1_000 + 500 + 5_500 + 1_700));
    expect(r.net).toBe(npr(60_000 - 8_700));
  });

  it('takes contributions and percentage deductions of the basic paid; a taking-back adjustment is a deduction', () => {
    const r = calculatePay(
      base({
        structure: {
          basic: npr(30_000),
          lines: [{ name: 'Welfare', kind: 'deduction', percentOfBasic: 100 }],
        },
        daysInMonth: 30,
        unpaidLeaveDays: 3,
        schemes: [{ name: 'SSF', employeeRate: 1_100, employerRate: 2_000, taxDeductible: false }],
        adjustments: [{ label: 'Overpaid in Kartik', amount: -npr(1_000), taxable: true }],
      }),
    );
    // Basic paid 27 000: welfare 270, SSF 2 970 and 5 400 from the employer.
    expect(r.deductions.map((d) => [d.name, d.amount])).toEqual([
      ['Unpaid days', npr(3_000)],
      ['Welfare', npr(270)],
      ['Overpaid in Kartik', npr(1_000)],
    ]);
    expect(r.contributions[0]).toMatchObject({ amount: npr(2_970), employer: npr(5_400) });
    expect(r.taxable).toBe(npr(26_000));
    expect(r.net).toBe(npr(30_000 - 3_000 - 270 - 1_000 - 2_970));
    expect(r.paidDays).toBe(27);
  });
});
