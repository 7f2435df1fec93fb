/** The permission matrix's rows of payroll (rules §16): structures, tax tables, schemes, runs and payslips. */
import { HR_ONLY, OWN_OR_HR, type Row } from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';

export const payrollRows: Record<string, Row> = {
  'POST /api/employee/getsalarystructures': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/setsalarystructure': {
    body: ({ target }) => ({ employee_id: target.id, effective_from: '2200-01-01', basic: 100, lines: [] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/payrollwhatif': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/setpayrollopening': {
    body: ({ target }) => ({
      employee_id: target.id,
      fiscal_year: 2199,
      assessable: 0,
      retirement: 0,
      tax_withheld: 0,
    }),
    expect: HR_ONLY,
  },
  // Private like the salary: a colleague or a manager is refused it, whoever's it is.
  'POST /api/employee/setpayrolldeclaration': {
    body: ({ target }) => ({
      employee_id: target.id,
      fiscal_year: 2199,
      life_premium: 0,
      health_premium: 0,
      medical_expenses: 0,
      remote_area: null,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getpayrollsetup': { expect: HR_ONLY },
  'POST /api/employee/updatepayrollsettings': { body: () => ({}), expect: HR_ONLY },
  'POST /api/employee/settaxtable': {
    body: () => ({ fiscal_year: 2199, variant: 'single', brackets: [{ up_to: null, rate_bp: 0 }] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/settaxyear': {
    body: () => ({
      fiscal_year: 2199,
      social_security_band: false,
      employer_retirement_income: false,
      retirement_cap: null,
      retirement_share_divisor: null,
      women_rebate_bp: 0,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/confirmtaxyear': { body: () => ({ fiscal_year: 2199 }), expect: HR_ONLY },
  'POST /api/employee/installtaxpack': { body: () => ({ fiscal_year: 2083 }), expect: HR_ONLY },
  // Inactive: other test files sharing the database calculate runs, and no scheme of the matrix may count in them.
  'POST /api/employee/savecontributionscheme': {
    body: () => ({ name: `Matrix ${unique()}`, employee_rate_bp: 0, employer_rate_bp: 0, active: false }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getpayrollruns': { expect: HR_ONLY },
  'POST /api/employee/createpayrollrun': {
    body: () => ({ period: `${2300 + Math.floor(Math.random() * 600)}-01` }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getpayrollrun': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/calculatepayrollrun': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/setrunlineinputs': {
    body: async ({ target, payrollRun }) => ({
      _id: await payrollRun(target),
      employee_id: target.id,
      unpaid_leave_days: 1,
      absent_days: 0,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/addfestivalallowance': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/lockpayrollrun': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/publishpayrollrun': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/addpayrolladjustment': {
    body: ({ target }) => ({ employee_id: target.id, label: 'Matrix', amount: 1 }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getpayslips': { body: ({ target }) => ({ employee_id: target.id }), expect: OWN_OR_HR },
  'POST /api/employee/exportpayrollregister': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportbanktransfer': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target, 'published') }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getbanktemplates': { expect: HR_ONLY },
  'POST /api/employee/savebanktemplate': {
    body: () => ({ name: `Matrix ${unique()}`, columns: [{ key: 'amount', header: 'Amount' }] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deletebanktemplate': {
    body: async ({ bankTemplate }) => ({ _id: await bankTemplate() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportbankfile': {
    body: async ({ target, payrollRun, bankTemplate }) => ({
      _id: await payrollRun(target, 'published'),
      template_id: await bankTemplate(),
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportssfschedule': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target, 'published') }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exporttdsannex': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target, 'published') }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportretirementsheet': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target, 'published') }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportyeartodatetax': { body: () => ({ fiscal_year: 2199 }), expect: HR_ONLY },
  'POST /api/employee/exportpayslips': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/preparepayslips': {
    body: async ({ target, payrollRun }) => ({ _id: await payrollRun(target, 'published') }),
    expect: HR_ONLY,
  },
  'GET /api/employee/downloadpayslip': {
    query: async ({ target, payrollRun }) =>
      `run_id=${await payrollRun(target, 'published')}&employee_id=${target.id}`,
    expect: OWN_OR_HR,
  },
};
