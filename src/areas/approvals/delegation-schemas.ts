/**
 * Stand-ins (rules §10): someone decides my steps while I am away, between two dates; who may name one and be named
 * (the approver roles), the dates a stand-in may take, and the lists hr and each person see.
 */
import { z } from 'zod';
import { asMessage, refusal, says } from '../../shared/i18n/refusals.js';
import { rolesWith } from '../../shared/permissions.js';
import { idOf, pageReply, paging } from '../../shared/schemas.js';
import { person } from './schemas.js';

/** POST /employee/savedelegation: someone decides my steps while I am away. */
export const delegationBody = z
  .object({
    delegate_id: idOf('delegate_id', 'employee'),
    start_date: z.iso.date({ error: says('field_date_paren', { field: 'Start date' }) }),
    end_date: z.iso.date({ error: says('field_date_paren', { field: 'End date' }) }),
  })
  .refine((d) => d.end_date >= d.start_date, {
    path: ['end_date'],
    error: says('end_before_start'),
  });
export type DelegationInput = z.input<typeof delegationBody>;

/**
 * The roles that decide requests (they hold `approve:leave`): their people have the approvals inbox and the
 * morning digest, and only they may be named on a rule's step or as a stand-in (a stand-in decides the namer's
 * steps). The server checks it and the screens list only them.
 */
export const approverRoles = rolesWith('approve:leave');

/** The dates a stand-in may take, by the organisation's `today`: from today, ending at most a year ahead. */
export function standInWindow(today: string) {
  const next = `${String(Number(today.slice(0, 4)) + 1).padStart(4, '0')}${today.slice(4)}`;
  return { earliest: today, latest: next.endsWith('-02-29') ? next.replace(/29$/, '28') : next };
}

/** Why these dates are refused on `today`, or null; the server and the form say the same. */
export function standInDatesRefusal(dates: { start_date: string; end_date: string }, today: string) {
  const { earliest, latest } = standInWindow(today);
  if (dates.start_date < earliest) return { field: 'start_date', ...refusal('stand_in_start_past') };
  if (dates.end_date > latest) return { field: 'end_date', ...refusal('stand_in_too_far') };
  return null;
}

/** The stand-in form on `today`: the request's schema with the date window. */
export const standInForm = (today: string) =>
  delegationBody.superRefine((dates, ctx) => {
    const refused = standInDatesRefusal(dates, today);
    if (refused) ctx.addIssue({ code: 'custom', path: [refused.field], message: asMessage(refused) });
  });

const delegationSchema = z.object({
  _id: z.string(),
  employee: person,
  delegate: person,
  start_date: z.string(),
  end_date: z.string(),
});
export type Delegation = z.infer<typeof delegationSchema>;
export const delegationsReply = z.object({
  /** Stand-ins I named, not yet ended. */
  mine: z.array(delegationSchema),
  /** People who named me, not yet ended. */
  forMe: z.array(delegationSchema),
  /** Who may be named: active people holding an `approverRoles` role, other than me. */
  candidates: z.array(person),
});
export type DelegationsReply = z.infer<typeof delegationsReply>;

/** POST /employee/getstandins: every stand-in not yet ended, for hr (who may end any). */
export const standInsBody = z.object(paging({ defaultSize: 20, maxSize: 100 }));
export const standInsReply = z.object({ delegations: z.array(delegationSchema), ...pageReply });
export type StandInsReply = z.infer<typeof standInsReply>;
