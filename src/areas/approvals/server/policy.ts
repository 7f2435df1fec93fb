/**
 * Who may do what to a request (rules §10), read from the permissions data of src/shared/permissions.ts: the
 * routes, the engine, the lists, the presenter and the reminders ask here, never the role.
 */

import { forbidden, refuse } from '../../../server/http/errors.js';
import { type Asker, allows, allowsEveryone, rolesWith, type Subject } from '../../../shared/permissions.js';
import type { RequestRow } from './effects.js';

/** Someone who may hold a seat on a step: who they are, whom they stand in for today, whether hr's seat is theirs. */
export interface Decider {
  id: string;
  /** The approvers this person stands in for today. */
  standIns: string[];
  /** They take the seat of a step that names hr (`decide:hr-step`). */
  hrSeat: boolean;
}

export const deciderOf = (me: Asker, standIns: string[]): Decider => ({
  id: me.id,
  standIns,
  hrSeat: allowsEveryone(me, 'decide:hr-step'),
});

/** The roles whose active holders a step naming hr reaches: they are told it waits, reminded, listed on it. */
export const hrStepRoles = rolesWith('decide:hr-step');

export type StepSeats = { approverIds: string[]; hr: boolean };

/**
 * Whose seat `me` takes on a step: their own (listed, or a step that names hr), or that of an approver they
 * stand in for today; else null.
 */
export function seatOf(step: StepSeats, me: Decider) {
  if (step.approverIds.includes(me.id) || (step.hr && me.hrSeat))
    return { approver: me.id, onBehalfOf: null };
  const other = me.standIns.find((id) => step.approverIds.includes(id));
  return other ? { approver: other, onBehalfOf: other } : null;
}

/** Whether a step waits for `me`: they hold a seat on it (theirs or a stand-in's) that nobody has filled. */
export function waitsFor(
  me: Decider,
  step: StepSeats & { position: number; mode: 'any' | 'all' },
  decisions: { position: number; seat: string }[],
) {
  const seat = seatOf(step, me);
  if (!seat) return false;
  const key = step.mode === 'any' ? 'step' : seat.approver;
  return !decisions.some((d) => d.position === step.position && (d.seat === key || d.seat === 'step'));
}

/** Whether `me` may decide a step that does not wait for them (with a note), overriding its approvers. */
export const mayOverride = (me: Asker) => allowsEveryone(me, 'override:request');

/** Whether the inbox and the history list everyone's requests, not only those of the caller's steps. */
export const listsEveryone = (me: Asker) => allowsEveryone(me, 'read:request');

/** Whether the viewer sees a request's private fields (masked): the person, and whoever may reveal theirs. */
export const seesPrivate = (viewer: Asker, subject: Subject) => allows(viewer, 'reveal:pii', subject);

/**
 * Refuses deciding a request the caller found (or did not) before the engine looks at its steps: their own is
 * refused with the reason, an unknown id is a 404 only to whoever may read anyone's requests.
 */
export function authorizeDecision(me: Asker, found: RequestRow | undefined): RequestRow {
  if (found?.employeeId === me.id) throw refuse(403, 'own_request');
  if (found) return found;
  if (listsEveryone(me)) throw refuse(404, 'request_not_found');
  throw forbidden();
}
