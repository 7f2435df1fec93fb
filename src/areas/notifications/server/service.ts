/**
 * Notifications (rules §11): written in the caller's transaction with the change that causes them (the outbox),
 * with the e-mail job for those the recipient wants by e-mail, then announced with NOTIFY, which PostgreSQL
 * delivers only if that transaction commits, to every instance.
 */
import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees, notifications } from '../../../server/db/schema.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import {
  channelFor,
  type Notification,
  type NotificationType,
  resolvePreferences,
  type StoredNotificationPreferences,
} from '../schemas.js';
import { emailJob } from './jobs.js';

export const CHANNEL = 'notifications';

export interface Notice {
  recipientId: string;
  type: NotificationType;
  params?: Record<string, string>;
  link: string;
  /** For a notice a job may write twice (a reminder): the second is not written. */
  dedupeKey?: string;
  /** Written already read (what another line of the bell says too); its e-mail is still sent if wanted. */
  readAt?: Date;
}

/** Notices written per statement: a statement takes at most 65,535 parameters (five a notice here). */
const NOTICES_PER_STATEMENT = 1000;

/**
 * Tells people, each as they chose for this kind of event (rules §11): in the app, and by e-mail through the
 * job queue, or not at all. Returns how many notices were written.
 */
export async function notify(
  tx: Pick<Tx, 'insert' | 'execute' | 'select'>,
  notices: Notice[],
): Promise<number> {
  if (notices.length > NOTICES_PER_STATEMENT) {
    let written = 0;
    for (let at = 0; at < notices.length; at += NOTICES_PER_STATEMENT)
      written += await notify(tx, notices.slice(at, at + NOTICES_PER_STATEMENT));
    return written;
  }
  if (notices.length === 0) return 0;
  const people = await tx
    .select({ id: employees.id, preferences: employees.notificationPreferences })
    .from(employees)
    .where(inArray(employees.id, [...new Set(notices.map((n) => n.recipientId))]));
  const channel = new Map(people.map((p) => [p.id, p.preferences]));
  const wanted = notices.filter((n) => channelFor(channel.get(n.recipientId), n.type) !== 'off');
  if (wanted.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(wanted.map((n) => ({ ...n, params: n.params ?? {} })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, recipientId: notifications.recipientId, type: notifications.type });
  await enqueue(
    tx,
    written
      .filter((n) => channelFor(channel.get(n.recipientId), n.type as NotificationType) === 'email')
      .map((n) => emailJob.job(n.id, { notificationId: n.id })),
  );
  if (written.length === 0) return 0;
  const recipients = [...new Set(written.map((n) => n.recipientId))];
  await tx.execute(
    sql`select pg_notify(${CHANNEL}, r) from unnest(${sql`array[${sql.join(
      recipients.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`}) as r`,
  );
  return written.length;
}

const present = (row: typeof notifications.$inferSelect): Notification => ({
  _id: row.id,
  type: row.type as NotificationType,
  params: row.params,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function unreadCount(db: Db, recipientId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** A person's notifications, newest first, a page at a time, with how many are unread. */
export async function listNotifications(db: Db, recipientId: string, page: number, pageSize: number) {
  const mine = eq(notifications.recipientId, recipientId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, recipientId),
  ]);
  return { notifications: rows.map(present), unread, total: Number(total?.n ?? 0), page, pageSize };
}

/**
 * A request that no longer waits for some approvers (a step decided, the request ended or withdrawn): their
 * notices that it waits (and the reminders) are marked read and say what became of it (`settled`: the sentence
 * ends "— already decided" or "— withdrawn"; an ended request's link opens its card in the history), in the
 * change's transaction, and their bells hear of it. `still` keeps those of the people it now waits for. Returns
 * the people whose notices were settled.
 */
export async function settleWaitingNotices(
  tx: Pick<Tx, 'update' | 'execute'>,
  requestId: string,
  now: Date,
  still: readonly string[] = [],
  how: { settled: 'decided' | 'withdrawn'; link?: string } = { settled: 'decided' },
) {
  const settled = await tx
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
      params: sql`${notifications.params} || ${JSON.stringify({ settled: how.settled })}::jsonb`,
      ...(how.link ? { link: how.link } : {}),
    })
    .where(
      and(
        sql`${notifications.params}->>'settled' is null`,
        inArray(notifications.type, ['request_waiting', 'request_reminder']),
        sql`${notifications.params}->>'request' = ${requestId}`,
        still.length ? notInArray(notifications.recipientId, [...still]) : undefined,
      ),
    )
    .returning({ recipientId: notifications.recipientId });
  const people = [...new Set(settled.map((n) => n.recipientId))];
  for (const recipientId of people) await tx.execute(sql`select pg_notify(${CHANNEL}, ${recipientId})`);
  return people;
}

/** Marks some of a person's notifications read, or all of them; the person's other tabs hear of it. */
export async function markRead(
  db: Db,
  recipientId: string,
  now: Date,
  which: { ids?: string[]; all?: boolean },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.recipientId, recipientId),
          isNull(notifications.readAt),
          which.all ? undefined : inArray(notifications.id, which.ids ?? []),
        ),
      );
    await tx.execute(sql`select pg_notify(${CHANNEL}, ${recipientId})`);
  });
  return unreadCount(db, recipientId);
}

/** A person's notification preferences, the defaults filled in. */
export async function preferencesOf(db: Db, employeeId: string) {
  const [row] = await db
    .select({ stored: employees.notificationPreferences })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return resolvePreferences(row?.stored);
}

/** Changes the choices named; the others stay. One statement, so two tabs saving at once both keep theirs. */
export async function updatePreferences(db: Db, employeeId: string, patch: StoredNotificationPreferences) {
  const { channels, ...rest } = patch;
  const [row] = await db
    .update(employees)
    .set({
      notificationPreferences: sql`${employees.notificationPreferences} || ${JSON.stringify(rest)}::jsonb
        || jsonb_build_object('channels', coalesce(${employees.notificationPreferences}->'channels', '{}'::jsonb)
          || ${JSON.stringify(channels ?? {})}::jsonb)`,
    })
    .where(eq(employees.id, employeeId))
    .returning({ stored: employees.notificationPreferences });
  return resolvePreferences(row?.stored);
}
