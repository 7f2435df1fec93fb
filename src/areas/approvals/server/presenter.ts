/**
 * A request as its viewer sees it: the steps with who decided what and when, what is asked beside what is there
 * now (the leave balance, the day's times, the profile's details), and what the viewer may do. Private details
 * (a bank account) reach only hr and the person, masked.
 */
import { and, inArray } from 'drizzle-orm';
import { maskPii, type PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import {
  approvalDecisions,
  approvalSteps,
  attendanceRecords,
  documents,
  employees,
  leaveRequests,
} from '../../../server/db/schema.js';
import {
  earlierDate,
  formatClock,
  inclusiveDays,
  laterDate,
  localDateTime,
} from '../../../shared/calendar.js';
import type { Asker } from '../../../shared/permissions.js';
import { documentName } from '../../documents/server/reads.js';
import { confirmedHolidays, holidaysOf } from '../../holidays/server/reads.js';
import { leaveDays } from '../../leave/contract.js';
import { balancesAtStart, leaveSettingsOf, partsOf } from '../../leave/server/reads.js';
import { weekMinutesSeen } from '../../projects/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import { coverShortfall, teamOff } from '../../team/server/reads.js';
import {
  type Approval,
  type ProfileField,
  privateProfileFields,
  profileFields,
  sealedProfileFields,
} from '../schemas.js';
import type { RequestRow } from './effects.js';
import { deciderOf, mayOverride, seesPrivate, waitsFor } from './policy.js';

export const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Rows read for some ids, keyed by `entry`; nothing is read when there are no ids. */
export async function keyedBy<R, V>(
  ids: string[],
  read: (ids: string[]) => Promise<R[]>,
  entry: (row: R) => readonly [string, V],
): Promise<Map<string, V>> {
  return new Map(ids.length ? (await read(ids)).map(entry) : []);
}

export async function presentApprovals(
  db: Db,
  viewer: Asker,
  standIns: string[],
  pii: PiiCipher,
  rows: RequestRow[],
): Promise<Approval[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const settings = await getSettings(db);
  const [steps, decisions] = await Promise.all([
    db.select().from(approvalSteps).where(inArray(approvalSteps.requestId, ids)),
    db.select().from(approvalDecisions).where(inArray(approvalDecisions.requestId, ids)),
  ]);
  const peopleIds = new Set<string>(rows.map((r) => r.employeeId));
  for (const s of steps) for (const id of s.approverIds) peopleIds.add(id);
  for (const d of decisions) {
    peopleIds.add(d.decidedBy);
    if (d.onBehalfOf) peopleIds.add(d.onBehalfOf);
  }
  const people = new Map(
    (
      await db
        .select()
        .from(employees)
        .where(inArray(employees.id, [...peopleIds]))
    ).map((p) => [p.id, p]),
  );
  const person = (id: string) => ({ _id: id, name: people.has(id) ? nameOf(people.get(id)!) : '' });

  const leaveIds = rows.flatMap((r) => (r.leaveId ? [r.leaveId] : []));
  const leaves = await keyedBy(
    leaveIds,
    (ids) => db.select().from(leaveRequests).where(inArray(leaveRequests.id, ids)),
    (l) => [l.id, l],
  );
  const leaveSettings = leaveSettingsOf(settings);
  const spans = [...leaves.values()];
  const [balances, holidays] = await Promise.all([
    balancesAtStart(db, spans, leaveSettings),
    spans.length
      ? confirmedHolidays(
          db,
          spans.map((l) => l.startDate).reduce(earlierDate),
          spans.map((l) => l.endDate).reduce(laterDate),
        )
      : [],
  ]);
  /** A request is counted with its person's own holidays (a women-only one for women, a branch's for that branch). */
  const calendarOf = (employeeId: string) => {
    const who = people.get(employeeId);
    return {
      ...leaveSettings.calendar,
      holidays: holidaysOf(holidays, { gender: who?.gender ?? null, branch: who?.branch ?? null }),
    };
  };
  // Who else of the team is off then, for the pending ones (issue 44: even without a cover minimum).
  const offs = await teamOff(
    db,
    spans.filter((l) => l.status === 'pending').map((l) => l.id),
  );
  // Pending leave that would take its department below its minimum (rules §13): a warning to the approver.
  const shortfalls = new Map(
    await Promise.all(
      [...leaves.values()]
        .filter((l) => l.status === 'pending')
        .map(
          async (l) =>
            [
              l.id,
              await coverShortfall(db, settings, {
                ...l,
                department: people.get(l.employeeId)?.department ?? null,
              }),
            ] as const,
        ),
    ),
  );

  const corrections = rows.filter((r) => r.kind === 'attendance');
  const days = corrections.length
    ? await db
        .select()
        .from(attendanceRecords)
        .where(
          and(
            inArray(
              attendanceRecords.employeeId,
              corrections.map((r) => r.employeeId),
            ),
            inArray(
              attendanceRecords.workDate,
              corrections.map((r) => r.payload.date!),
            ),
          ),
        )
    : [];
  const attachmentIds = corrections.flatMap((r) =>
    r.payload.attachment_id ? [r.payload.attachment_id] : [],
  );
  const attachments = await keyedBy(
    attachmentIds,
    (ids) =>
      db
        .select({ id: documents.id, name: documents.originalName, type: documents.contentType })
        .from(documents)
        .where(inArray(documents.id, ids)),
    (d) => [d.id, documentName(d.name, d.type)],
  );
  const clock = (at: Date | null) => (at ? formatClock(localDateTime(at, settings.timeZone).minutes) : null);
  /** An approved correction shows the day it replaced (none when it had no record); an open one the day now. */
  const dayBefore = (r: RequestRow, day: (typeof days)[number] | undefined) => {
    if (r.status === 'approved') {
      const was = r.replaced;
      return was?.status
        ? {
            check_in_time: was.check_in_time ?? null,
            check_out_time: was.check_out_time ?? null,
            status: was.status,
          }
        : null;
    }
    return day
      ? { check_in_time: clock(day.checkInAt), check_out_time: clock(day.checkOutAt), status: day.status }
      : null;
  };

  // A week's hours as the viewer may read the week: a project's manager, only those of their projects.
  const weekMinutes = await weekMinutesSeen(
    db,
    viewer,
    [viewer.id, ...standIns],
    rows
      .filter((r) => r.kind === 'timesheet')
      .map((r) => ({
        key: r.id,
        person: { id: r.employeeId, managerId: people.get(r.employeeId)?.managerId ?? null },
        weekStart: r.payload.week_start ?? '',
        minutes: Number(r.payload.minutes ?? 0),
      })),
  );

  const me = deciderOf(viewer, standIns);
  const overrides = mayOverride(viewer);
  return rows.map((r): Approval => {
    const subject = people.get(r.employeeId);
    const mySteps = steps.filter((s) => s.requestId === r.id).sort((a, b) => a.position - b.position);
    const current = mySteps.find((s) => s.position === r.currentStep);
    const open = r.status === 'pending';
    const own = r.employeeId === viewer.id;
    const decide =
      open &&
      !own &&
      current !== undefined &&
      waitsFor(
        me,
        current,
        decisions.filter((d) => d.requestId === r.id),
      );
    const shownPrivate = seesPrivate(viewer, { id: r.employeeId, managerId: subject?.managerId ?? null });

    const leave = r.leaveId ? leaves.get(r.leaveId) : undefined;
    const day =
      r.kind === 'attendance'
        ? days.find((d) => d.employeeId === r.employeeId && d.workDate === r.payload.date)
        : undefined;

    return {
      _id: r.id,
      kind: r.kind,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      employee: { ...person(r.employeeId), department: subject?.department ?? null },
      rule: r.ruleName,
      current_step: r.currentStep,
      steps: mySteps.map((s) => ({
        position: s.position,
        mode: s.mode,
        status: s.status,
        approvers: s.approverIds.map(person),
        hr: s.hr,
        skip_reason: s.skipReason,
        decisions: decisions
          .filter((d) => d.requestId === r.id && d.position === s.position)
          .sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime())
          .map((d) => ({
            by: person(d.decidedBy),
            on_behalf_of: d.onBehalfOf ? person(d.onBehalfOf) : null,
            decision: d.decision,
            note: d.note,
            override: d.override,
            at: d.decidedAt.toISOString(),
          })),
      })),
      leave: leave
        ? {
            _id: leave.id,
            leave_type: leave.leaveType,
            reason: leave.reason,
            start_date: leave.startDate,
            end_date: leave.endDate,
            days: inclusiveDays(leave.startDate, leave.endDate),
            working_days: leaveDays(leave, calendarOf(leave.employeeId)),
            ...partsOf(leave),
            balance: balances.get(leave.id) ?? null,
            cover_shortfall: shortfalls.get(leave.id) ?? [],
            team_off: offs.get(leave.id) ?? [],
          }
        : null,
      correction:
        r.kind === 'attendance'
          ? {
              date: r.payload.date!,
              reason: r.payload.reason ?? '',
              before: dayBefore(r, day),
              after: {
                check_in_time: r.payload.check_in_time ?? null,
                check_out_time: r.payload.check_out_time ?? null,
                status: null,
              },
              attachment: r.payload.attachment_id
                ? { _id: r.payload.attachment_id, name: attachments.get(r.payload.attachment_id) ?? '' }
                : null,
            }
          : null,
      profile:
        r.kind === 'profile'
          ? profileFields
              .filter((f) => f in r.payload)
              .map((field) => {
                const hidden = privateProfileFields.includes(field) && !shownPrivate;
                const show = (value: string | null | undefined) => {
                  if (hidden || !value) return null;
                  return sealedProfileFields.includes(field) ? maskPii(pii.open(value)) : value;
                };
                return {
                  field,
                  // An approved change shows what it replaced; an open one what is there now.
                  before: show(
                    r.status === 'approved' ? r.replaced?.[field] : subject?.[field as ProfileField],
                  ),
                  after: show(r.payload[field]),
                  hidden,
                };
              })
          : null,
      timesheet:
        r.kind === 'timesheet'
          ? {
              week_start: r.payload.week_start ?? '',
              ...(weekMinutes.get(r.id) ?? { minutes: 0, scope: 'all' }),
            }
          : null,
      overtime:
        r.kind === 'overtime'
          ? {
              date: r.payload.date ?? '',
              minutes: Number(r.payload.minutes ?? 0),
              reason: r.payload.reason ?? '',
              take: r.payload.take === 'leave' ? 'leave' : 'pay',
              advance: r.payload.advance === 'true',
              override_reason: r.payload.override_reason ?? null,
            }
          : null,
      can: {
        decide,
        override: open && !own && !decide && overrides,
        cancel: open && own,
      },
    };
  });
}
