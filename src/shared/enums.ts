/** Enumerations of spec §3. The labels are what the UI shows. */
export const roles = ['employee', 'manager', 'hr'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = {
  hr: 'HR (full access)',
  manager: 'Manager (own records and team approvals)',
  employee: 'Employee (own records)',
};

export const genders = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const employmentTypes = ['full-time', 'part-time', 'contract', 'intern'] as const;
export const positions = ['CEO', 'CTO', 'HR', 'Manager', 'Supervisor', 'Officer', 'Intern'] as const;
export const workLocations = ['office', 'remote', 'hybrid'] as const;

/** Stored employee states; "On Leave" is derived from approved leave covering today. */
export const employeeStates = ['active', 'terminated'] as const;
export type EmployeeState = (typeof employeeStates)[number];
export const employeeStatusLabels = ['Active', 'Terminated', 'On Leave'] as const;
export type EmployeeStatusLabel = (typeof employeeStatusLabels)[number];
