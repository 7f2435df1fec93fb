/** English: payroll runs and payslips (rules §16). */
export const enPayrollRun = {
  payslip: {
    title: 'Payslip',
    period: 'Period',
    employee: 'Employee',
    employeeId: 'Employee ID',
    department: 'Department',
    earnings: 'Earnings',
    deductions: 'Deductions',
    gross: 'Gross pay',
    totalDeductions: 'Total deductions',
    net: 'Net pay',
    incomeTax: 'Income tax',
    employerContributions: 'Paid by the employer (not deducted)',
    yearToDate: 'This fiscal year so far',
    basic: 'Basic',
    unpaidDays: 'Unpaid days',
    paidDays: 'Days paid: {{paid}} of {{days}}',
    currency: 'Amounts in {{currency}}',
    adjustment: 'adjustment',
  },
};
