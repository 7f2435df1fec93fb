/**
 * The employee CSV of spec §9 (its English columns exactly), in the reader's language (rules §9), designations
 * and departments in the Nepali names hr gave them (issue 44); quoting,
 * formula neutralising and streaming live in http/csv.ts.
 */

import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import type { Locale } from '../../../shared/locale.js';
import { csvDate } from '../../attendance/server/reads.js';
import type { ListedEmployee } from '../list-schemas.js';

/** The spec's columns, then what hr sorts and files by: department, joining date, manager (issue 44, item 14). */
export async function* employeeCsv(
  rows: AsyncIterable<{ listed: ListedEmployee; manager: string | null }>,
  locale: Locale,
  named: (kind: 'designation' | 'department', name: string) => string,
) {
  const words = wordsOf(locale);
  const { csv } = words;
  async function* cells() {
    for await (const { listed: e, manager } of rows)
      yield [
        e.employmentDetails.employeeId,
        e.firstName,
        e.lastName,
        e.email,
        named('designation', e.employmentDetails.designation),
        e.contactNumber,
        e.payrollInfo.salary ?? 'N/A',
        words.enums.status[e.status],
        named('department', e.employmentDetails.department),
        csvDate(e.employmentDetails.dateOfJoining, locale),
        manager ?? '',
      ];
  }
  yield* csvFile(
    [
      csv.id,
      csv.firstName,
      csv.lastName,
      csv.email,
      csv.designation,
      csv.contact,
      csv.salary,
      csv.status,
      csv.department,
      csv.dateOfJoining,
      csv.manager,
    ],
    cells(),
  );
}
