/**
 * Permissions as data: `action:entity:scope`. The server checks them on every call; the client uses the same
 * functions to decide what to show. `any` covers everyone, `team` the caller's direct reports, `own` the
 * caller. A `Capability` is a permission without its scope: only the ones listed here exist, so a typo in
 * `authorize(me, 'aprove:leave', …)` does not compile.
 */
import { type Role, roles } from './enums.js';

export type Scope = 'own' | 'team' | 'any';

const employeeBase = [
  'read:employee:own',
  'read:attendance:own',
  'create:attendance:own',
  'submit:attendance:own',
  'read:leave:own',
  'create:leave:own',
  'cancel:leave:own',
  'read:document:own',
  'read:review:own',
  'update:password:own',
  'update:preferences:own',
  'reveal:pii:own',
  'read:request:own',
  'create:request:own',
  'cancel:request:own',
  'update:delegation:own',
  // Payslips of published payroll runs (rules §16).
  'read:payslip:own',
  // The directory and the org chart: what any colleague may see of anyone (rules §13).
  'read:colleague:any',
  // Projects and timesheets (issue 43): one's own week, and the projects one is a member of.
  'read:timesheet:own',
  'update:timesheet:own',
  'read:project:own',
  // Overtime under the Labour Act (issue 42): claiming one's own, or asking for it in advance.
  'create:overtime:own',
] as const;

const managerExtra = [
  'read:employee:team',
  'read:attendance:team',
  'read:leave:team',
  'approve:leave:team',
  'read:review:team',
  'create:review:team',
  'read:request:team',
  // The team's timesheets (issue 43); a project's manager is authorised by the projects area's policy, not a role.
  'read:timesheet:team',
] as const;

const hrOnly = [
  'read:employee:any',
  'create:employee:any',
  'update:employee:any',
  'terminate:employee:any',
  'read:report:any',
  'read:attendance:any',
  'update:attendance:any',
  'read:leave:any',
  'approve:leave:any',
  'adjust:leave:any',
  'read:document:any',
  'create:document:any',
  'read:settings:any',
  'update:settings:any',
  'read:dashboard:any',
  'read:audit:any',
  'read:review:any',
  'create:review:any',
  'manage:review-cycle:any',
  'reveal:pii:any',
  'read:request:any',
  'manage:approval-rule:any',
  // Deciding a step that waits for someone else, with a note; and a step that names hr (rules §10).
  'override:request:any',
  'decide:hr-step:any',
  // Ending anyone's stand-in (rules §10).
  'update:delegation:any',
  'manage:job:any',
  'import:employee:any',
  // Payroll runs, salary structures, tax tables and schemes (rules §16).
  'manage:payroll:any',
  'read:payslip:any',
  // The Bikram Sambat month lengths: load, correct, confirm a year (issue 40, decision 028).
  'manage:calendar:any',
  // The organisation's own lists: departments, designations, positions, branches, employment types (issue 40).
  'manage:organisation:any',
  // Clients, projects, activities and members; everyone's timesheets, corrections (audited), every report (issue 43).
  'manage:project:any',
  'read:project:any',
  'read:timesheet:any',
  'update:timesheet:any',
  // Shift types and rosters (issue 42).
  'manage:shift:any',
  // Attendance devices: register, map their PINs, resolve unmatched punches (issue 42, decision 034).
  'manage:device:any',
  // Overtime (issue 42, decision 035): claiming it for anyone, and past the policy's caps with a reason (audited).
  'create:overtime:any',
  'override:overtime-cap:any',
  // API tokens for integrations (issue 46, decision 036): create, list, revoke.
  'manage:integration:any',
  // Removing a person's second factor when they lost their device (issue 45, decision 037).
  'reset:two-step:any',
] as const;

/** Every permission there is (the `me` reply's schema lists them). */
export const allPermissions = [...employeeBase, ...managerExtra, ...hrOnly] as const;
export type Permission = (typeof allPermissions)[number];
export type Capability = Permission extends infer P
  ? P extends `${infer Action}:${infer Entity}:${Scope}`
    ? `${Action}:${Entity}`
    : never
  : never;

export const rolePermissions: Record<Role, readonly Permission[]> = {
  employee: employeeBase,
  manager: [...employeeBase, ...managerExtra],
  hr: [...employeeBase, ...managerExtra, ...hrOnly],
};

/**
 * Whoever asks: their id and role are all a permission check reads, unless they are an integration calling with an
 * API token (decision 036): then `granted` alone says what they may do, each capability on everyone.
 */
export interface Asker {
  id: string;
  role: Role;
  granted?: ReadonlySet<Capability>;
}

/** The employee a call acts on: who they are and whom they report to. */
export interface Subject {
  id: string;
  managerId: string | null;
}

/** Is `role` granted `capability` (in `scope`, or in some scope)? */
export function roleCan(role: Role, capability: Capability, scope?: Scope): boolean {
  return can(rolePermissions[role], capability, scope);
}

/** The roles granted `capability`: whom a list of the people holding it selects (`inArray(employees.role, …)`). */
export function rolesWith(capability: Capability, scope?: Scope): Role[] {
  return roles.filter((role) => roleCan(role, capability, scope));
}

/** May `asker` do `capability` to this employee? */
export function allows(asker: Asker, capability: Capability, subject: Subject): boolean {
  if (asker.granted) return asker.granted.has(capability);
  if (roleCan(asker.role, capability, 'any')) return true;
  if (subject.id === asker.id) return roleCan(asker.role, capability, 'own');
  return subject.managerId === asker.id && roleCan(asker.role, capability, 'team');
}

/** May `asker` do `capability` to anyone at all (lists, exports, organisation-wide screens)? */
export function allowsEveryone(asker: Asker, capability: Capability): boolean {
  if (asker.granted) return asker.granted.has(capability);
  return roleCan(asker.role, capability, 'any');
}

/** Does `asker` hold `capability` in some scope (whether to show a menu or a screen at all)? */
export function allowsSome(asker: Asker, capability: Capability): boolean {
  if (asker.granted) return asker.granted.has(capability);
  return roleCan(asker.role, capability);
}

/**
 * What a list of granted permissions (the `me` reply's) allows: `can(list, 'approve:leave')` in some scope,
 * `can(list, 'approve:leave', 'any')` for everyone. The client reads the server's list, never the role.
 */
export function can(granted: readonly Permission[], capability: Capability, scope?: Scope): boolean {
  const held = granted as readonly string[];
  if (scope) return held.includes(`${capability}:${scope}`);
  return (['any', 'team', 'own'] as const).some((s) => held.includes(`${capability}:${s}`));
}

/**
 * What a client route asks of the signed-in user, per spec §2's route table: the approvals screens whoever
 * decides requests (managers and hr), the admin screens whoever reads the organisation's dashboard (hr).
 */
export const routeCapabilities = {
  approvals: 'approve:leave',
  admin: 'read:dashboard',
} as const satisfies Record<string, Capability>;

/**
 * Routes about other people, held beyond one's own scope (a team or everyone): the roster is for managers and hr,
 * though everyone reads their own attendance.
 */
export const teamRouteCapabilities = {
  roster: 'read:attendance',
} as const satisfies Record<string, Capability>;
