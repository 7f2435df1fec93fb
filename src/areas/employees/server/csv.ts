/**
 * The employee CSV of spec §9 (its English columns exactly), in the reader's language (rules §9); quoting,
 * formula neutralising and streaming live in http/csv.ts.
 */

import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import type { Locale } from '../../../shared/locale.js';
import type { ListedEmployee } from '../schemas.js';

export async function* employeeCsv(rows: AsyncIterable<ListedEmployee>, locale: Locale) {
  const words = wordsOf(locale);
  const { csv } = words;
  async function* cells() {
    for await (const e of rows)
      yield [
        e.employmentDetails.employeeId,
        e.firstName,
        e.lastName,
        e.email,
        e.employmentDetails.designation,
        e.contactNumber,
        e.payrollInfo.salary ?? 'N/A',
        words.enums.status[e.status],
      ];
  }
  yield* csvFile(
    [csv.id, csv.firstName, csv.lastName, csv.email, csv.designation, csv.contact, csv.salary, csv.status],
    cells(),
  );
}
