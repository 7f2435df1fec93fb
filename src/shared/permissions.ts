/**
 * Permissions as data: `action:entity:scope`. The server checks them with `allows` on every call; the client
 * uses the same function to decide what to show. `any` covers everyone, `team` the caller's direct reports,
 * `own` the caller.
 */
import type { Role } from './enums.js';

export type Scope = 'own' | 'team' | 'any';
export type Permission = `${string}:${string}:${Scope}`;

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
  'reveal:pii:own',
] as const satisfies readonly Permission[];

const managerExtra = [
  'read:employee:team',
  'read:attendance:team',
  'read:leave:team',
  'approve:leave:team',
  'read:review:team',
  'create:review:team',
] as const satisfies readonly Permission[];

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
] as const satisfies readonly Permission[];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  employee: employeeBase,
  manager: [...employeeBase, ...managerExtra],
  hr: [...employeeBase, ...managerExtra, ...hrOnly],
};

export interface Actor {
  id: string;
  role: Role;
}

/** The employee a call acts on: who they are and whom they report to. */
export interface Subject {
  id: string;
  managerId: string | null;
}

/**
 * May `actor` do `action` on `entity`? Without a subject it asks whether the actor holds the permission in any
 * scope (what the UI needs to decide whether to show a menu); with one, whether a scope covers that subject.
 */
export function allows(actor: Actor, action: string, entity: string, subject?: Subject): boolean {
  const granted = rolePermissions[actor.role];
  const has = (scope: Scope) => granted.includes(`${action}:${entity}:${scope}`);
  if (has('any')) return true;
  if (!subject) return has('team') || has('own');
  if (subject.id === actor.id) return has('own');
  return subject.managerId === actor.id && has('team');
}

/** Roles allowed on a client route, per spec §2's route table. */
export const routeRoles = {
  approvals: ['manager', 'hr'],
  admin: ['hr'],
} as const satisfies Record<string, readonly Role[]>;
