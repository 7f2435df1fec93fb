/**
 * The organisation's own lists (issue 40): the kinds of value hr keeps, and which employee field each names.
 * Shared: the server's schema and service, the employee form and the import read it.
 */

/** The lists hr keeps: each value is a name an employee's text column holds. */
export const orgKinds = [
  'department',
  'designation',
  'position',
  'branch',
  'employment_type',
  'festival',
  'bank',
] as const;
export type OrgKind = (typeof orgKinds)[number];

export const orgValueStates = ['active', 'retired'] as const;
export type OrgValueState = (typeof orgValueStates)[number];

/** The employee form's field (under `employmentDetails`; a bank under `payrollInfo`) and the import's field of each kind. */
export const orgKindField = {
  department: 'department',
  designation: 'designation',
  position: 'position',
  branch: 'branch',
  employment_type: 'employmentType',
  festival: 'festival',
  bank: 'bank',
} as const satisfies Record<OrgKind, string>;

/** What an empty organisation starts with: the positions and employment types the product had as fixed lists. */
export const seededOrgValues: Partial<Record<OrgKind, readonly string[]>> = {
  position: ['CEO', 'CTO', 'HR', 'Manager', 'Supervisor', 'Officer', 'Intern'],
  employment_type: ['full-time', 'part-time', 'contract', 'intern'],
};

export const MAX_ORG_NAME = 100;
export const MAX_ORG_CODE = 20;
