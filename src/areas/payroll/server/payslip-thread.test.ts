/**
 * The payslip renderer's thread (decision 018): its heap keeps the thread's own limits on a server started with a
 * larger semi-space (`npm start` gives Node `--max-semi-space-size=16`), and what it renders reads back right.
 */
import v8 from 'node:v8';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayslipData } from './payslip-pdf.js';
import { rendererHeap, renderPayslips, stopRenderer } from './payslip-thread.js';

const payslip: PayslipData = {
  company: 'Acme Corporation',
  currency: 'NPR',
  period: '2083-07',
  calendar: 'bs',
  fiscalYear: '2083/84',
  line: {
    employee_id: '01efe61b-2831-4f86-a065-9f61c182f2fc',
    employee_code: 'EMP-00017',
    name: 'Roshan Adhikari',
    department: 'Data',
    basic: 18_400_000,
    gross: 18_400_000,
    taxable: 18_400_000,
    tax: 3_131_111,
    employee_contributions: 0,
    employer_contributions: 0,
    total_deductions: 3_131_111,
    net: 15_268_889,
    unpaid_leave_days: 0,
    absent_days: 0,
    inputs_set: false,
    details: {
      earnings: [{ name: 'Basic', amount: 18_400_000, source: { from: 'structure', basic: true } }],
      deductions: [],
      contributions: [],
      tax_source: {
        from: 'tax',
        oneOff: 0,
        rebate: 0,
        annualTax: 28_180_000,
        assessable: 165_600_000,
        remoteArea: 0,
        lifeInsurance: 0,
        medicalCredit: 0,
        taxableIncome: 165_600_000,
        withheldSoFar: 0,
        healthInsurance: 0,
        monthsRemaining: 9,
        retirementAllowed: 0,
        socialSecurityWaived: 0,
        retirementContributed: 0,
      },
      days_in_month: 30,
      paid_days: 30,
      structure_from: null,
    },
  } as unknown as PayslipData['line'],
  person: { designation: 'Head of Data', pan: null, ssf_number: null },
  yearToDate: { gross: 18_400_000, tax: 3_131_111, net: 15_268_889 },
};

afterEach(() => {
  stopRenderer();
  v8.setFlagsFromString('--max-semi-space-size=0');
});

describe('the payslip renderer thread', () => {
  it('keeps its own small young generation when the process has 16 MB semi-spaces', async () => {
    stopRenderer();
    v8.setFlagsFromString('--max-semi-space-size=16');
    const [pdf] = await renderPayslips([payslip], { language: 'en', digits: 'latin', calendar: 'bs' });
    const { text } = await extractText(await getDocumentProxy(pdf!), { mergePages: true });
    expect(text).toContain('Roshan Adhikari');
    expect(text).toContain('152,688.89');
    // 48 MB of old space and 4 of young at most, some 35 MB of them taken; sized from the process's semi-spaces its
    // young generation alone was 32 MB, and the heap 56 MB and more.
    const heap = await rendererHeap();
    expect(heap!.total_heap_size / 1048576).toBeLessThan(48);
  });
});
