/**
 * Set-password links for the people an import added (rules §17): e-mailed by the `welcome-link` job when an
 * SMTP server is set, else made by hr on the import's page to hand over. A link works once, for a week; a
 * new one replaces the last. Nothing keeps a link: only its digest is stored, as for a reset.
 */
import { eq } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { localeOf, wordsOf } from '../../../server/http/locale.js';
import type { Mailer } from '../../../server/mailer.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import { fill } from '../../../shared/i18n/index.js';
import { issueResetToken } from '../../account/server/writes.js';
import { welcomeLinkJob } from './jobs.js';

export const WELCOME_DAYS = 7;
const linkOf = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${token}`;

/** A fresh link for each person, in one transaction. */
export async function makeLinks(
  db: Db,
  by: Trace,
  appUrl: string,
  people: { id: string; email: string; firstName: string; lastName: string }[],
) {
  return db.transaction(async (tx) => {
    const links = [];
    for (const p of people) {
      const token = await issueResetToken(tx, by, p.id, WELCOME_DAYS * 24 * 60);
      links.push({ name: `${p.firstName} ${p.lastName}`, email: p.email, link: linkOf(appUrl, token) });
    }
    return links;
  });
}

export function welcomeHandlers(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  return [
    handle(welcomeLinkJob, async ({ employee_id }, job) => {
      const [person] = await deps.db.select().from(employees).where(eq(employees.id, employee_id));
      if (person?.status !== 'active') return;
      const [link] = await makeLinks(deps.db, { id: null, requestId: `job:${job.id}` }, deps.appUrl, [
        person,
      ]);
      const { email: words } = wordsOf(await localeOf(deps.db, person.id));
      await deps.mailer.send({
        to: person.email,
        subject: words.welcomeSubject,
        text: fill(words.welcomeText, {
          name: person.firstName,
          days: WELCOME_DAYS,
          link: link!.link,
          email: person.email,
        }),
        messageId: `<welcome-${job.id}@hris>`,
      });
    }),
  ];
}
