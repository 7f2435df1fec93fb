/**
 * What the permission matrix's rows are made of: the scenarios, what each row may use to build its request
 * (`Ctx`), and the outcomes a row expects in each scenario.
 */
import type { createEmployee } from './test/harness.js';

export type Outcome = 'ok' | 401 | 403;
export type Scenario = 'none' | 'own' | 'other' | 'report' | 'stranger' | 'hr' | 'terminated';
export type Person = Awaited<ReturnType<typeof createEmployee>>;
export interface Ctx {
  target: Person;
  cycleId: string;
  /** A document of the target. */
  documentId: string;
  /** A fresh employee beside the target (same manager), for calls that use one up. */
  throwaway: () => Promise<Person>;
  pendingLeave: (of: Person) => Promise<string>;
  /** A pending attendance correction request of this person, through the engine. */
  pendingCorrection: (of: Person) => Promise<string>;
  /** A pending correction of this person waiting on one step with these seats (rules §10), written directly. */
  pendingStep: (of: Person, seats: { approverIds: string[]; hr: boolean }) => Promise<string>;
  /** A new approval rule, or a stand-in named by this person. */
  rule: () => Promise<string>;
  delegation: (of: Person) => Promise<string>;
  /** A job that failed every attempt. */
  deadJob: () => Promise<string>;
  /** The token of a new calendar subscription of this person. */
  feedToken: (of: Person) => Promise<string>;
  /** A punch of this person flagged for hr (rules §15). */
  flaggedPunch: (of: Person) => Promise<string>;
  /** A new shift type no roster uses (issue 42). */
  shiftType: () => Promise<string>;
  /** A new work site nobody works at (rules §15). */
  site: () => Promise<string>;
  /** The serial (or the id) of a new enabled attendance device (issue 42). */
  device: (what?: 'serial' | 'id') => Promise<string>;
  /** A device user id of this person, mapped on every device (issue 42). */
  devicePin: (of: Person) => Promise<string>;
  /** A new active designation of the organisation's lists (issue 40). */
  orgValue: () => Promise<string>;
  /** A new API token's id (issue 46). */
  apiToken: () => Promise<string>;
  /** A new bank file template for any bank (issue 41). */
  bankTemplate: () => Promise<string>;
  /** A new holiday (issue 40). */
  holiday: () => Promise<string>;
  /** An import that has finished, and one only uploaded (rules §17). */
  finishedImport: () => Promise<string>;
  newImport: () => Promise<string>;
  /** A draft payroll run of a far month, with a line of this person (rules §16). */
  payrollRun: (of: Person, status?: 'draft' | 'published') => Promise<string>;
  /** A new project of a new client, with one activity, these people its members (issue 43). */
  project: (...members: Person[]) => Promise<{ clientId: string; projectId: string; activityId: string }>;
  /** A project of this person whose manager the caller stands in for today (issue 43; nobody without a caller). */
  standInProject: (of: Person) => Promise<void>;
}
export interface Row {
  body?: (ctx: Ctx) => object | Promise<object>;
  query?: (ctx: Ctx) => string | Promise<string>;
  /** The path itself, for a call with a parameter in it. */
  path?: (ctx: Ctx) => string | Promise<string>;
  /** Outcomes in scenario order: none, own, other, report, stranger, hr, terminated. */
  expect: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];
  /** Signs the caller in again first, for calls that end the session. */
  fresh?: boolean;
}

export const scenarios: Scenario[] = ['none', 'own', 'other', 'report', 'stranger', 'hr', 'terminated'];
export const ok = 'ok' as const;
export const PUBLIC: Row['expect'] = [ok, ok, ok, ok, ok, ok, ok];
export const SIGNED_IN: Row['expect'] = [401, ok, ok, ok, ok, ok, 401];
export const HR_ONLY: Row['expect'] = [401, 403, 403, 403, 403, ok, 401];
/** Own records; a manager reads their reports'; hr anyone's. */
export const OWN_TEAM_READ: Row['expect'] = [401, ok, 403, ok, 403, ok, 401];
/** Own records, or hr; not a manager (personal numbers). */
export const OWN_OR_HR: Row['expect'] = [401, ok, 403, 403, 403, ok, 401];
/** A decision about someone else: their manager or hr, never the person themself. */
export const DECIDE: Row['expect'] = [401, 403, 403, ok, 403, ok, 401];
export const OWN_ONLY: Row['expect'] = [401, ok, 403, 403, 403, 403, 401];
export const TEAM_OR_HR: Row['expect'] = [401, 403, 403, ok, ok, ok, 401];

/** A new future day on every call (seeded, so a failure replays): leave rows of one person never overlap. */
let drawn = 0;
export const future = () => {
  drawn += 1;
  const d = new Date(Date.UTC(2040, 0, 1) + drawn * 7 * 86_400_000).toISOString().slice(0, 10);
  return { start_date: d, end_date: d };
};
