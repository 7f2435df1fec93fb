/**
 * Every payslip of a run in one zip, for hr (rules §16): the PDFs rendered one after the other and streamed into
 * the archive as each is ready (stored, not deflated again: a PDF is compressed already). For a large
 * organisation this belongs in a background job; it is not one yet (decision 018).
 */
import { PassThrough, type Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import type { Locale } from '../../../shared/locale.js';
import type { Db } from '../../db/client.js';
import { employees, payrollRunLines } from '../../db/schema.js';
import { renderPayslip } from './payslip-pdf.js';
import { payslipData } from './queries.js';

export function payslipsZip(
  db: Db,
  run: { _id: string; period: string },
  org: { company: string; currency: string },
  locale: Locale,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  (async () => {
    const people = await db
      .select({ id: payrollRunLines.employeeId })
      .from(payrollRunLines)
      .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
      .where(eq(payrollRunLines.runId, run._id))
      .orderBy(asc(employees.employeeCode));
    for (const person of people) {
      const found = await payslipData(db, run._id, person.id);
      if (!found) continue;
      const pdf = await renderPayslip(
        {
          ...org,
          period: found.run.period,
          calendar: found.run.calendar,
          line: found.line,
          yearToDate: found.yearToDate,
        },
        locale,
      );
      const file = new ZipPassThrough(
        `payslip-${run.period}-${found.line.employee_code}.pdf`.replace(/[^\w.-]/g, '_'),
      );
      zip.add(file);
      file.push(pdf, true);
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
