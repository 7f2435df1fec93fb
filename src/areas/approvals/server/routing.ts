/**
 * Which steps a new request gets (rules §10): the most specific of hr's rules that matches it, else the
 * fallback (the manager, else hr). Approvers are resolved to people now and stored with the request, so later
 * changes to rules or reporting lines do not move requests already in flight.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client.js';
import { approvalRules, employees, type RuleStep } from '../../../server/db/schema.js';
import type { RequestKind } from '../schemas.js';
import { hrStepRoles } from './policy.js';

export interface RoutedSubject {
  kind: RequestKind;
  employee: { id: string; managerId: string | null; department: string | null };
  /** Leave only: the type and its working days. */
  leaveType?: string;
  days?: number;
  /** Timesheets only: the managers of the projects the week has time on (`project_manager` steps). */
  projectManagers?: string[];
}

type RuleRow = typeof approvalRules.$inferSelect;

/**
 * Leave and corrections go to the manager (hr too, as before rules existed); profile changes to hr alone;
 * timesheets to the project managers (else the line manager); overtime to the manager (hr too).
 */
const fallbackApprovers: Record<RequestKind, RuleStep['approvers']> = {
  leave: ['manager', 'hr'],
  attendance: ['manager', 'hr'],
  profile: ['hr'],
  timesheet: ['project_manager'],
  overtime: ['manager', 'hr'],
};
const fallbackSteps = (kind: RequestKind): RuleStep[] => [
  { approvers: [...fallbackApprovers[kind]], people: [], mode: 'any' },
];

const lower = (s: string | null | undefined) => s?.toLowerCase() ?? null;

function ruleMatches(rule: RuleRow, subject: RoutedSubject): boolean {
  if (rule.kind !== subject.kind) return false;
  if (rule.leaveType && lower(rule.leaveType) !== lower(subject.leaveType)) return false;
  if (rule.department && lower(rule.department) !== lower(subject.employee.department)) return false;
  const days = subject.days ?? 0;
  if (rule.minDays !== null && days < rule.minDays) return false;
  return rule.maxDays === null || days <= rule.maxDays;
}

/**
 * More criteria beat fewer; between equals, the narrower duration range; then the newest rule. Each criterion
 * (leave type, department, a duration bound) counts one.
 */
function specificity(rule: RuleRow): number[] {
  const criteria = [rule.leaveType, rule.department, rule.minDays, rule.maxDays].filter(
    (c) => c !== null,
  ).length;
  const width = (rule.maxDays ?? 1000) - (rule.minDays ?? 0);
  return [criteria, -width, rule.createdAt.getTime()];
}

function mostSpecific(rules: RuleRow[], subject: RoutedSubject): RuleRow | null {
  let best: RuleRow | null = null;
  for (const rule of rules.filter((r) => ruleMatches(r, subject))) {
    if (!best) best = rule;
    else {
      const [a, b] = [specificity(rule), specificity(best)];
      const i = a.findIndex((v, k) => v !== b[k]);
      if (i >= 0 && a[i]! > b[i]!) best = rule;
    }
  }
  return best;
}

/** The active people who hold hr's seat on a step (`decide:hr-step`), never the employee the request is about. */
export async function hrSeatHolders(tx: Tx, employeeId: string) {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(inArray(employees.role, hrStepRoles), eq(employees.status, 'active'), ne(employees.id, employeeId)),
    );
  return rows.map((r) => r.id);
}

export interface ResolvedStep {
  mode: RuleStep['mode'];
  /** The people who decide: named, the manager, the manager's manager; hr too on an every-one step. */
  approverIds: string[];
  /** Anyone holding `decide:hr-step` (hr) when it is decided may decide it (an any-one step that names hr). */
  hr: boolean;
  skipped: boolean;
}

/**
 * Each step's approvers as people, the employee never among them. A step with nobody left is skipped; when every
 * step is, hr decides (a request must not approve itself). An any-one step that names hr lists no hr people: the
 * capability decides (policy.ts), so hr hired later may too and the step stays small whatever the size of hr.
 */
export async function resolveSteps(tx: Tx, subject: RoutedSubject) {
  const rules = await tx.select().from(approvalRules).where(eq(approvalRules.kind, subject.kind));
  const rule = mostSpecific(rules, subject);
  const steps = rule?.steps ?? fallbackSteps(subject.kind);
  const { employee } = subject;

  const active = async (ids: (string | null)[]) => {
    const wanted = ids.filter((id): id is string => Boolean(id) && id !== employee.id);
    if (wanted.length === 0) return [];
    return tx
      .select({ id: employees.id, managerId: employees.managerId })
      .from(employees)
      .where(and(inArray(employees.id, wanted), eq(employees.status, 'active')));
  };
  const [manager] = await active([employee.managerId]);
  const [grandManager] = manager ? await active([manager.managerId]) : [];
  const hr = await hrSeatHolders(tx, employee.id);
  const projectManagers = await active(subject.projectManagers ?? []);

  const resolved: ResolvedStep[] = [];
  for (const step of steps) {
    const ids = new Set<string>();
    if (step.approvers.includes('manager') && manager) ids.add(manager.id);
    if (step.approvers.includes('manager_of_manager') && grandManager) ids.add(grandManager.id);
    // The project managers of the week's projects; none (or only the person themself): the line manager.
    if (step.approvers.includes('project_manager'))
      for (const person of projectManagers.length ? projectManagers : manager ? [manager] : [])
        ids.add(person.id);
    const byRole = step.approvers.includes('hr') && hr.length > 0;
    if (byRole && step.mode === 'all') for (const id of hr) ids.add(id);
    for (const person of await active(step.people)) ids.add(person.id);
    const anyHr = byRole && step.mode === 'any';
    resolved.push({ mode: step.mode, approverIds: [...ids], hr: anyHr, skipped: ids.size === 0 && !anyHr });
  }
  if (resolved.every((s) => s.skipped))
    resolved.push({ mode: 'any', approverIds: [], hr: true, skipped: false });
  return { rule, steps: resolved };
}
