/**
 * hr's zip of a run's payslips (rules §16, decision 018). The PDFs of a locked run are made by `payslips` jobs, a
 * batch of people each (so two instances share the work and a job stays well inside its lease), in the reader's
 * language and digits, and kept in `payslip_pdfs`: a locked run never changes, so neither do they, and a job that
 * runs twice adds nothing. hr sees the progress; the zip is then streamed from the table, a page at a time.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import type { z } from 'zod';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { queryRows } from '../../../server/db/client.js';
import { employees, payrollRunLines, payrollRuns, payslipPdfs } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { giveBackMemory } from '../../../server/memory.js';
import type { NewJob } from '../../../server/modules/jobs/kinds.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import type { Language, Locale } from '../../../shared/locale.js';
import { orgNamer, readOrgLists } from '../../organisation/server/reads.js';
import type { PayslipsProgress } from '../schemas.js';
import { payslipsJob } from './jobs.js';
import type { PayslipData } from './payslip-pdf.js';
import { renderPayslips, stopRenderer } from './payslip-thread.js';
import { payslipsOf } from './queries.js';

/** People per job: some seconds of rendering, far inside a job's lease. */
const BATCH = 250;

type RunRow = typeof payrollRuns.$inferSelect;
const localeKey = (locale: Locale) => `${locale.language}-${locale.digits}`;
export const payslipName = (period: string, code: string) =>
  `payslip-${period}-${code}.pdf`.replace(/[^\w.-]/g, '_');

/** Payslips with the designation and department in the Nepali names hr gave them, for a reader of Nepali. */
export async function inReadersWords(db: Db, payslips: PayslipData[], language: Language) {
  const named = orgNamer(await readOrgLists(db), language);
  return payslips.map((data) => ({
    ...data,
    person: {
      ...data.person,
      designation: data.person.designation && named('designation', data.person.designation),
    },
    line: { ...data.line, department: data.line.department && named('department', data.line.department) },
  }));
}

async function progressOf(db: Db, run: RunRow, locale: Locale): Promise<PayslipsProgress> {
  const [[lines], [made]] = await Promise.all([
    db.select({ n: count() }).from(payrollRunLines).where(eq(payrollRunLines.runId, run.id)),
    db
      .select({ n: count() })
      .from(payslipPdfs)
      .where(and(eq(payslipPdfs.runId, run.id), eq(payslipPdfs.locale, localeKey(locale)))),
  ]);
  return { total: lines?.n ?? 0, ready: made?.n ?? 0 };
}

/** How far the run's PDFs in the reader's language are; queues the jobs for the missing ones (once). */
export async function preparePayslips(db: Db, run: RunRow, locale: Locale) {
  if (run.status === 'draft') throw refuse(409, 'payroll_payslips_need_lock');
  const progress = await progressOf(db, run, locale);
  if (progress.ready < progress.total) {
    const jobs: NewJob[] = [];
    for (let from = 0; from < progress.total; from += BATCH)
      jobs.push(
        payslipsJob.job(`${run.id}:${localeKey(locale)}:${from}`, {
          run_id: run.id,
          language: locale.language,
          digits: locale.digits,
          from: String(from),
        }),
      );
    await db.transaction((tx) => enqueue(tx, jobs));
  }
  return progress;
}

/** The job: the PDFs of one batch of the run's people (ordered by id) that are not made yet. */
export async function makePayslips(
  db: Db,
  pii: PiiCipher,
  { run_id, language, digits, from }: z.output<typeof payslipsJob.payload>,
) {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, run_id));
  if (!run || run.status === 'draft') return;
  const locale: Locale = { language, digits, calendar: run.calendar };
  const key = localeKey(locale);
  const missing = await queryRows<{ employee_id: string }>(
    db,
    sql`select l.employee_id from (
          select employee_id from payroll_run_lines where run_id = ${run.id}
          order by employee_id offset ${Number(from)} limit ${BATCH}) l
        where not exists (select 1 from payslip_pdfs p
          where p.run_id = ${run.id} and p.locale = ${key} and p.employee_id = l.employee_id)`,
  );
  if (missing.length === 0) return;
  const people = await payslipsOf(
    db,
    pii,
    run,
    missing.map((m) => m.employee_id),
  );
  // Fifty at a time: the progress moves while the batch is made, and a stop loses little.
  for (let i = 0; i < people.length; i += 50) {
    const some = people.slice(i, i + 50);
    const pdfs = await renderPayslips(
      await inReadersWords(
        db,
        some.map((p) => p.data),
        language,
      ),
      locale,
    );
    await db
      .insert(payslipPdfs)
      .values(
        some.map((p, k) => ({
          runId: run.id,
          employeeId: p.employeeId,
          locale: key,
          // The bytes the thread handed over, not a copy of them.
          pdf: Buffer.from(pdfs[k]!.buffer, pdfs[k]!.byteOffset, pdfs[k]!.byteLength),
        })),
      )
      .onConflictDoNothing();
  }
  // A batch's data lives while the thread renders it, so scavenges see it survive and V8 grows the young generation
  // batch after batch (to 32 MB, the old space with it): given back after each (decision 027), it stays small. After
  // the run's last batch the renderer (some 90 MB) goes now rather than after its idle pause: hr's zip follows.
  const progress = await progressOf(db, run, locale);
  if (progress.ready === progress.total) stopRenderer();
  giveBackMemory();
}

export const payslipHandlers = (db: Db, pii: PiiCipher) => [
  handle(payslipsJob, (payload) => makePayslips(db, pii, payload)),
];

/** PDFs read at a time for the zip: few enough that their buffers die young (100 at a time held some 50 MB more). */
const ZIP_PAGE = 20;

/** Resolves when `out` wants more or is closed, leaving no listener behind (one per page would pile up). */
export async function drained(out: PassThrough) {
  const done = new AbortController();
  await Promise.race([
    once(out, 'drain', { signal: done.signal }),
    once(out, 'close', { signal: done.signal }),
  ]).finally(() => done.abort());
}

/** Every payslip of the run in one zip (stored: a PDF is compressed already); 409 until all are made. */
export async function payslipsZip(db: Db, run: RunRow, locale: Locale): Promise<Readable> {
  const progress = await preparePayslips(db, run, locale);
  if (progress.ready < progress.total) throw refuse(409, 'payroll_payslips_not_ready');
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const made = and(eq(payslipPdfs.runId, run.id), eq(payslipPdfs.locale, localeKey(locale)));
  (async () => {
    // Who, by employee ID, read once; then their PDFs a few at a time by key (a page by ID sorted the whole run
    // each time).
    const people = await db
      .select({ id: payslipPdfs.employeeId, code: employees.employeeCode })
      .from(payslipPdfs)
      .innerJoin(employees, eq(employees.id, payslipPdfs.employeeId))
      .where(made)
      .orderBy(asc(employees.employeeCode));
    for (let i = 0; i < people.length && !out.destroyed; i += ZIP_PAGE) {
      const some = people.slice(i, i + ZIP_PAGE);
      const pdfs = await db
        .select({ id: payslipPdfs.employeeId, pdf: payslipPdfs.pdf })
        .from(payslipPdfs)
        .where(
          and(
            made,
            inArray(
              payslipPdfs.employeeId,
              some.map((p) => p.id),
            ),
          ),
        );
      const pdfOf = new Map(pdfs.map((p) => [p.id, p.pdf]));
      for (const p of some) {
        const pdf = pdfOf.get(p.id);
        if (!pdf) continue;
        const file = new ZipPassThrough(payslipName(run.period, p.code));
        zip.add(file);
        file.push(pdf, true);
      }
      // A slow reader holds the next page back: memory stays flat however many payslips there are.
      if (out.writableNeedDrain) await drained(out);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
