/**
 * The jobs that deliver notifications (rules §11): an e-mail per notice the recipient wants by e-mail, the
 * morning digest, and the daily reminders. Each reads the database when it runs, so an e-mail says what is true
 * then, in the language the recipient reads then.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { employees, notifications } from '../../../server/db/schema.js';
import type { Mail, Mailer } from '../../../server/mailer.js';
import type { Job } from '../../../server/modules/jobs/queue.js';
import { handle, PermanentJobError } from '../../../server/modules/jobs/worker.js';
import { localDate } from '../../../shared/calendar.js';
import { devanagariDigits } from '../../../shared/calendar-names.js';
import { catalogues } from '../../../shared/i18n/all.js';
import { translator } from '../../../shared/i18n/index.js';
import { resolveLocale } from '../../../shared/locale.js';
import { deciderOf, standingInFor } from '../../approvals/server/reads.js';
import { csvDate } from '../../attendance/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import type { NotificationType } from '../schemas.js';
import { openSteps, runDaily, waitingOn } from './daily.js';
import { dailyJob, digestJob, emailJob } from './jobs.js';
import { digestEmail, type Email, notificationEmail } from './templates.js';

export interface Delivery {
  db: Db;
  mailer: Mailer;
  /** The app's address, for the links in e-mails. */
  appUrl: string;
  now: () => Date;
}

export function deliveryHandlers(delivery: Delivery) {
  return [
    handle(emailJob, ({ notificationId }, job) => sendNotice(delivery, notificationId, job)),
    handle(digestJob, ({ employeeId }, job) => sendDigest(delivery, employeeId, job)),
    handle(dailyJob, ({ date }) => runDaily(delivery.db, date, delivery.now())),
  ];
}

/** The recipient as an e-mail needs them; undefined when they have left (nothing is sent). */
async function reader(db: Db, id: string) {
  const [person] = await db.select().from(employees).where(eq(employees.id, id));
  if (person?.status !== 'active') return undefined;
  const locale = resolveLocale(person, await getSettings(db));
  return { person, locale, words: catalogues[locale.language] };
}

async function send({ mailer, appUrl }: Delivery, job: Job, to: string, email: Email) {
  const mail: Mail = { to, ...email, messageId: `<${job.id}@${new URL(appUrl).hostname}>` };
  try {
    await mailer.send(mail);
  } catch (error) {
    // 5xx: the server refuses this mail for good (no such mailbox); trying again would only repeat it.
    const code = (error as { responseCode?: number }).responseCode ?? 0;
    throw code >= 500 ? new PermanentJobError((error as Error).message) : error;
  }
}

async function sendNotice(delivery: Delivery, notificationId: string, job: Job) {
  const [notice] = await delivery.db.select().from(notifications).where(eq(notifications.id, notificationId));
  const to = notice && (await reader(delivery.db, notice.recipientId));
  if (!notice || !to) return;
  const email = notificationEmail(
    to.words,
    to.locale,
    { type: notice.type as NotificationType, params: notice.params, link: notice.link },
    to.person,
    delivery.appUrl,
  );
  await send(delivery, job, to.person.email, email);
}

/** What waits for the approver this morning, one line a request; no e-mail when nothing does. */
async function sendDigest(delivery: Delivery, employeeId: string, job: Job) {
  const { db } = delivery;
  const to = await reader(db, employeeId);
  if (!to) return;
  const { timeZone } = await getSettings(db);
  const me = deciderOf(to.person, await standingInFor(db, to.person.id, localDate(delivery.now(), timeZone)));
  const waiting = (await openSteps(db, { seated: me })).filter((step) => waitingOn(me, step));
  if (waiting.length === 0) return;
  const t = translator(to.words);
  const digits = to.locale.digits === 'devanagari' ? devanagariDigits : (text: string) => text;
  const lines = waiting.map((step) =>
    t('email.digestLine', {
      name: step.name,
      what: t(`notifications.what.${step.kind}`),
      date: digits(csvDate(localDate(step.createdAt, timeZone), to.locale)),
    }),
  );
  await send(
    delivery,
    job,
    to.person.email,
    digestEmail(to.words, to.locale, to.person, lines, delivery.appUrl),
  );
}
