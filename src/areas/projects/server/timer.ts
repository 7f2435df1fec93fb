/**
 * The running timer (issue 43): one per person, kept by the table's primary key, so two starts at once leave one
 * timer and a 409. Stopping it adds the minutes it ran into today's cell of the person's week (a draft, or a
 * rejected week being mended) in one transaction with the timer's removal; a week waiting for approval or
 * approved refuses, and the timer keeps running. The time obeys what a saved week obeys: a member's time on an
 * active project and activity, within the project's dates, at most 24 hours a day.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  projectActivities,
  projects,
  projectTimers,
  timesheetEntries,
  timesheetRows,
} from '../../../server/db/schema.js';
import { AppError, refuse } from '../../../server/http/errors.js';
import { localDate } from '../../../shared/calendar.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { DAY_MINUTES, type TimerReply, timesheetMessages, weekStartOf } from '../contract.js';
import { checkRows, lockWeek, refuseClosed } from './timesheets.js';

/** The caller's running timer, with its project and activity. */
export async function getTimer(db: Db | Tx, employeeId: string): Promise<TimerReply> {
  const [row] = await db
    .select({
      startedAt: projectTimers.startedAt,
      project: { _id: projects.id, code: projects.code, name: projects.name },
      activity: { _id: projectActivities.id, name: projectActivities.name },
    })
    .from(projectTimers)
    .innerJoin(projects, eq(projects.id, projectTimers.projectId))
    .innerJoin(projectActivities, eq(projectActivities.id, projectTimers.activityId))
    .where(eq(projectTimers.employeeId, employeeId));
  if (!row) return { timer: null };
  return { timer: { project: row.project, activity: row.activity, started_at: row.startedAt.toISOString() } };
}

/** Refuses time on this project's activity on `date` that a saved week would refuse (timesheets.ts `checkRows`). */
const checkLoggable = (
  tx: Tx,
  employeeId: string,
  ids: { projectId: string; activityId: string },
  date: string,
) =>
  checkRows(
    tx,
    employeeId,
    [{ project_id: ids.projectId, activity_id: ids.activityId, cells: [{ date, minutes: 1, note: null }] }],
    new Map(),
  );

/** Starts the caller's timer on a project's activity they may log time on today. */
export async function startTimer(
  db: Db,
  me: Actor,
  target: { project_id: string; activity_id: string },
  now: Date,
) {
  const { timeZone } = await getSettings(db);
  return db.transaction(async (tx) => {
    const ids = { projectId: target.project_id, activityId: target.activity_id };
    await checkLoggable(tx, me.id, ids, localDate(now, timeZone));
    const [started] = await tx
      .insert(projectTimers)
      .values({ employeeId: me.id, ...ids, startedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!started) throw refuse(409, 'timer_running');
    await recordAudit(tx, me, {
      action: 'start_timer',
      entity: 'timesheet',
      entityId: null,
      after: { ...ids, startedAt: now },
    });
    const { timer } = await getTimer(tx, me.id);
    return { message: timesheetMessages.timerStarted, timer: timer! };
  });
}

/**
 * Stops the caller's timer: its whole minutes (at least one) go into today's cell of this week, added to what the
 * cell holds, as much as today's 24 hours leave room for. A timer whose time can no longer be recorded (its
 * project archived, the week approved, the day full) still stops, and the reply says why its time is not kept:
 * refusing would leave it running for ever. Only a week waiting for approval refuses (withdraw it, then stop).
 */
export async function stopTimer(db: Db, me: Actor, now: Date) {
  const settings = await getSettings(db);
  const today = localDate(now, settings.timeZone);
  const weekStart = weekStartOf(today, settings.workingDays);
  return db.transaction(async (tx) => {
    const [timer] = await tx.delete(projectTimers).where(eq(projectTimers.employeeId, me.id)).returning();
    if (!timer) throw refuse(409, 'timer_not_running');
    const ran = Math.max(1, Math.round((now.getTime() - timer.startedAt.getTime()) / 60_000));
    try {
      const minutes = await record(tx, me, timer, today, weekStart, ran, now);
      return { message: timesheetMessages.timerStopped, date: today, minutes, not_recorded: null };
    } catch (error) {
      // A week waiting for approval can be withdrawn, and the timer then stopped into it: it keeps running.
      if (
        !(error instanceof AppError) ||
        error.statusCode >= 500 ||
        error.refusal.code === 'timesheet_submitted'
      )
        throw error;
      await recordAudit(tx, me, {
        action: 'stop_timer',
        entity: 'timesheet',
        entityId: null,
        after: { projectId: timer.projectId, activityId: timer.activityId, date: today, minutes: 0, ran },
      });
      return {
        message: timesheetMessages.timerNotRecorded,
        date: today,
        minutes: 0,
        not_recorded: error.refusal,
      };
    }
  });
}

/** Adds the timer's `ran` minutes to today's cell, as much as the day leaves room for; refuses what a save would. */
async function record(
  tx: Tx,
  me: Actor,
  timer: { projectId: string; activityId: string },
  today: string,
  weekStart: string,
  ran: number,
  now: Date,
) {
  await checkLoggable(tx, me.id, timer, today);
  const week = await lockWeek(tx, me.id, weekStart, now);
  refuseClosed(week.status);
  const [logged] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${timesheetEntries.minutes}), 0)::int` })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.timesheetId, week.id), eq(timesheetEntries.workDate, today)));
  const minutes = Math.min(ran, DAY_MINUTES - (logged?.minutes ?? 0));
  if (minutes <= 0) throw refuse(422, 'timesheet_day_over_24', { date: today });
  // The cell's row, after the week's others if it is new.
  await tx
    .insert(timesheetRows)
    .values({
      timesheetId: week.id,
      projectId: timer.projectId,
      activityId: timer.activityId,
      position: sql`(select coalesce(max(r.position) + 1, 0) from timesheet_rows r where r.timesheet_id = ${week.id})`,
    })
    .onConflictDoNothing();
  await tx
    .insert(timesheetEntries)
    .values({
      timesheetId: week.id,
      projectId: timer.projectId,
      activityId: timer.activityId,
      workDate: today,
      minutes,
    })
    .onConflictDoUpdate({
      target: [
        timesheetEntries.timesheetId,
        timesheetEntries.projectId,
        timesheetEntries.activityId,
        timesheetEntries.workDate,
      ],
      set: { minutes: sql`${timesheetEntries.minutes} + excluded.minutes` },
    });
  await recordAudit(tx, me, {
    action: 'stop_timer',
    entity: 'timesheet',
    entityId: week.id,
    after: { projectId: timer.projectId, activityId: timer.activityId, date: today, minutes },
  });
  return minutes;
}
