/** Enumerations of spec §3: the values the API takes. What people read for each is in the catalogues (`enums`). */
export const roles = ['employee', 'manager', 'hr'] as const;
export type Role = (typeof roles)[number];
export const genders = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
// Employment types and positions are the organisation's own lists (src/areas/organisation/, issue 40); the
// fixed lists they were are that area's seed (`seededOrgValues`).
export const workLocations = ['office', 'remote', 'hybrid'] as const;

/** Stored employee states; "On Leave" is derived from approved leave covering today. */
export const employeeStates = ['active', 'terminated'] as const;
export type EmployeeState = (typeof employeeStates)[number];
export const employeeStatusLabels = ['Active', 'Terminated', 'On Leave'] as const;
export type EmployeeStatusLabel = (typeof employeeStatusLabels)[number];
