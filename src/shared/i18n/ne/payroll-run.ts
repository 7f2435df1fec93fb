/** नेपाली: तलब चक्र र तलब विवरण (नियम §१६)। */
import type { Catalogue } from '../index.js';

export const nePayrollRun: Pick<Catalogue, 'payslip'> = {
  payslip: {
    title: 'तलब विवरण',
    period: 'अवधि',
    employee: 'कर्मचारी',
    employeeId: 'कर्मचारी परिचय नम्बर',
    department: 'विभाग',
    earnings: 'आम्दानी',
    deductions: 'कट्टी',
    gross: 'कुल तलब',
    totalDeductions: 'जम्मा कट्टी',
    net: 'खुद तलब',
    incomeTax: 'आयकर',
    employerContributions: 'रोजगारदाताले तिर्ने (कट्टी होइन)',
    yearToDate: 'यो आर्थिक वर्षमा हालसम्म',
    basic: 'आधारभूत तलब',
    unpaidDays: 'बेतलबी दिन',
    paidDays: 'तलब पाउने दिन: {{days}} मध्ये {{paid}}',
    currency: 'रकम {{currency}} मा',
    adjustment: 'समायोजन',
  },
};
