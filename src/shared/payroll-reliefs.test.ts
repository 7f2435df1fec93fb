/**
 * Worked Nepali payslips with the other reliefs of the shipped 2082/83 pack (tax-packs.ts, decision 030), each
 * computed by hand below. Sources, beside those of payroll-nepal.test.ts (slabs, SSF, the women's rebate):
 * - Income Tax Act 2058 s.12C: life insurance premiums off income up to 40,000 a year; s.12D: health insurance
 *   premiums up to 20,000 (shared/NEPAL.md, "Other reliefs");
 * - Income Tax Act 2058 s.51: a tax credit of 15 % of approved medical expenses, at most the limit Income Tax Rules
 *   2059 r.17(3) prescribes: 750;
 * - Income Tax Act 2058 Schedule 1 s.1(5) and Income Tax Rules 2059 r.38: a remote area's deduction by class,
 *   A 50,000, B 40,000, C 30,000, D 20,000, E 10,000 a year.
 * Amounts are NPR; a month's tax is rounded to the paisa, half away from zero.
 */
import { describe, expect, it } from 'vitest';
import { taxWhy } from '../areas/payroll/payslip-why.js';
import type { RunLine } from '../areas/payroll/schemas.js';
import { type Adjustment, type ContributionScheme, calculatePay } from './payroll-calc.js';
import { type Declared, nothingDeclared } from './payroll-run.js';
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

interface Case {
  basic: number;
  declared: Partial<Declared>;
  woman?: boolean;
  schemes?: ContributionScheme[];
  monthsRemaining?: number;
  soFar?: { assessable: number; withheld: number };
}

const payslip = (c: Case) =>
  calculatePay({
    structure: { basic: npr(c.basic), lines: [] },
    daysInMonth: 30,
    unpaidLeaveDays: 0,
    absentDays: 0,
    schemes: c.schemes ?? [],
    adjustments: [],
    tax: {
      brackets: pack.brackets.single,
      rules: pack.rules,
      monthsRemaining: c.monthsRemaining ?? 12,
      soFar: {
        assessable: npr(c.soFar?.assessable ?? 0),
        retirement: 0,
        withheld: npr(c.soFar?.withheld ?? 0),
      },
      woman: c.woman ?? false,
      declared: { ...nothingDeclared, ...c.declared },
    },
  });

describe('the pack of 2082/83 holds the other reliefs', () => {
  it('caps life insurance at 40,000 and health at 20,000, the medical credit at 15 % and 750, remote areas A–E', () => {
    expect(pack.rules).toMatchObject({
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
    });
  });
});

describe('Nepali payslips with declared reliefs, each worked by hand', () => {
  it.each<[string, Case, number, number]>([
    // [case, inputs, the month's tax, net pay]
    // 80,000 × 12 = 9,60,000, less life 30,000 and health 25,000 capped at 20,000: 9,10,000 taxable;
    // 5,000 + 20,000 + 2,10,000 × 20 % = 67,000 a year = 5,583.33 a month (77,000 without the premiums).
    [
      'life and health insurance, health over its cap',
      { basic: 80_000, declared: { lifePremium: npr(30_000), healthPremium: npr(25_000) } },
      5_583.33,
      74_416.67,
    ],
    // 6,00,000 less life 50,000 capped at 40,000 and health 10,000: 5,50,000; 5,000 + 5,000 = 10,000 a year.
    [
      'life insurance over its cap',
      { basic: 50_000, declared: { lifePremium: npr(50_000), healthPremium: npr(10_000) } },
      833.33,
      49_166.67,
    ],
    // 6,00,000: 15,000 a year; medical expenses 10,000 × 15 % = 1,500, at most 750: 14,250 = 1,187.50 a month.
    [
      'the medical credit at its cap',
      { basic: 50_000, declared: { medicalExpenses: npr(10_000) } },
      1_187.5,
      48_812.5,
    ],
    // 4,000 × 15 % = 600 under the cap: 14,400 a year = 1,200 a month.
    [
      'the medical credit under its cap',
      { basic: 50_000, declared: { medicalExpenses: npr(4_000) } },
      1_200,
      48_800,
    ],
    // Remote area class C, 30,000: 5,70,000 taxable; 5,000 + 7,000 = 12,000 a year = 1,000 a month.
    ['a remote area of class C', { basic: 50_000, declared: { remoteArea: 'C' } }, 1_000, 49_000],
    // 5,000 × 12 = 60,000 × 1 % = 600 a year; the credit of 750 takes all of it, never more: no tax.
    ['a medical credit above the tax', { basic: 5_000, declared: { medicalExpenses: npr(5_000) } }, 0, 5_000],
    // A woman in the SSF with every relief: 1,20,000 × 12 = 14,40,000 (her basic and the employer's 20 %); SSF
    // 31,000 × 12 = 3,72,000 allowed: 10,68,000; less life 40,000, health 20,000 and class A's 50,000: 9,58,000;
    // first band waived: 20,000 + 2,58,000 × 20 % = 71,600; her 10 % off: 64,440; the credit 750 off: 63,690 a
    // year = 5,307.50 a month. Net 1,00,000 − 11,000 − 5,307.50.
    [
      'a woman in the SSF with every relief',
      {
        basic: 100_000,
        woman: true,
        schemes: [SSF],
        declared: {
          lifePremium: npr(40_000),
          healthPremium: npr(20_000),
          medicalExpenses: npr(8_000),
          remoteArea: 'A',
        },
      },
      5_307.5,
      83_692.5,
    ],
    // Declared in the 7th month, 6 months left, after 3,00,000 paid and 7,500 withheld: the year's 6,00,000 less
    // life 40,000 = 5,60,000: 5,000 + 6,000 = 11,000; 3,500 left to withhold over 6 months = 583.33.
    [
      'a premium declared mid-year, spread over the months left',
      {
        basic: 50_000,
        monthsRemaining: 6,
        soFar: { assessable: 300_000, withheld: 7_500 },
        declared: { lifePremium: npr(40_000) },
      },
      583.33,
      49_416.67,
    ],
  ])('%s', (_, c, tax, net) => {
    const r = payslip(c);
    expect(r.tax).toBe(npr(tax));
    expect(r.net).toBe(npr(net));
  });

  it('says each relief in "Why is my tax this much?", and leaves out those that took nothing', () => {
    const r = payslip({
      basic: 100_000,
      woman: true,
      schemes: [SSF],
      declared: {
        lifePremium: npr(40_000),
        healthPremium: npr(20_000),
        medicalExpenses: npr(8_000),
        remoteArea: 'A',
      },
    });
    const line = { tax: r.tax, details: { tax_source: r.taxSource } } as unknown as RunLine;
    expect(taxWhy(line).rows).toEqual([
      { key: 'income', amount: npr(1_440_000) },
      { key: 'retirement', amount: -npr(372_000) },
      { key: 'lifeInsurance', amount: -npr(40_000) },
      { key: 'healthInsurance', amount: -npr(20_000) },
      { key: 'remoteArea', amount: -npr(50_000) },
      { key: 'taxable', amount: npr(958_000) },
      { key: 'socialSecurity', amount: -npr(5_000) },
      { key: 'rebate', amount: -npr(7_160) },
      { key: 'medicalCredit', amount: -npr(750) },
      { key: 'yearTax', amount: npr(63_690) },
      { key: 'withheld', amount: 0 },
      { key: 'thisMonth', amount: npr(5_307.5) },
    ]);
    const plain = payslip({ basic: 50_000, declared: {} });
    const keys = taxWhy({
      tax: plain.tax,
      details: { tax_source: plain.taxSource },
    } as unknown as RunLine).rows.map((row) => row.key);
    expect(keys).toEqual(['income', 'taxable', 'yearTax', 'withheld', 'thisMonth']);
  });
});

describe('one-offs with the festival and arrears, worked by hand on the 2082/83 pack', () => {
  const month = (adjustments: Adjustment[], basic: number, schemes: ContributionScheme[] = []) =>
    calculatePay({
      structure: { basic: npr(basic), lines: [] },
      daysInMonth: 30,
      unpaidLeaveDays: 0,
      absentDays: 0,
      schemes,
      adjustments,
      tax: {
        brackets: pack.brackets.single,
        rules: pack.rules,
        monthsRemaining: 12,
        soFar: { assessable: 0, retirement: 0, withheld: 0 },
        woman: false,
      },
    });

  it('pays Tihar’s festival allowance in the month of Tihar, taxed in that month', () => {
    // Labour Act 2074 s.37: one month's basic at the festival she chose. Regular 6,00,000 → 15,000 a year, 1,250 a
    // month; with the 50,000 one-off 6,50,000 → 5,000 + 15,000 = 20,000: 5,000 more this month. Tax 6,250;
    // net 50,000 + 50,000 − 6,250.
    const r = month([{ label: 'Festival allowance', amount: npr(50_000), taxable: true }], 50_000);
    expect([r.gross, r.tax, r.net]).toEqual([npr(100_000), npr(6_250), npr(93_750)]);
  });

  it('takes the SSF contributions on arrears of basic, and taxes them with the arrears', () => {
    // A rise from 50,000 to 60,000 back-dated a month: 10,000 arrears, all basic. SSF (11 % / 20 % of basic paid)
    // on 70,000: 7,700 and 14,000. Regular: (60,000 + 12,000 employer's) × 12 = 8,64,000 less 18,600 × 12 =
    // 2,23,200 (under a third and 5,00,000): 6,40,800, first band waived: 14,080 a year. With the arrears, their
    // employer's 2,000 and 3,100 contributed on them: 8,76,000 − 2,26,300 = 6,49,700 → 14,970: 890 more. Tax
    // 14,080 / 12 + 890 = 2,063.33; net 70,000 − 7,700 − 2,063.33.
    const r = month([{ label: 'Arrears', amount: npr(10_000), taxable: true, basic: npr(10_000) }], 60_000, [
      SSF,
    ]);
    expect(r.contributions.map((c) => [c.amount, c.employer])).toEqual([[npr(7_700), npr(14_000)]]);
    expect(r.contributions[0]?.source).toMatchObject({ of: npr(70_000), arrears: npr(10_000) });
    expect([r.gross, r.tax, r.net]).toEqual([npr(70_000), npr(2_063.33), npr(60_236.67)]);
    expect(r.taxSource).toMatchObject({ oneOff: npr(12_000), retirementAllowed: npr(226_300) });
  });
});
