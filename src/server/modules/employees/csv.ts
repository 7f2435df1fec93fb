/** The employee CSV of spec §9; quoting and formula neutralising live in http/csv.ts. */
import { csvColumns, type ListedEmployee } from '../../../shared/employees.js';
import { csvCell, csvRow } from '../../http/csv.js';

export { csvCell };

export const csvHeader = () => csvRow([...csvColumns]);

export function employeeCsvRow(e: ListedEmployee): string {
  return csvRow([
    e.employmentDetails.employeeId,
    e.firstName,
    e.lastName,
    e.email,
    e.employmentDetails.designation,
    e.contactNumber,
    e.payrollInfo.salary ?? 'N/A',
    e.status,
  ]);
}

/** The whole file, streamed: a byte-order mark so spreadsheets read names as UTF-8, then header and rows. */
export async function* employeeCsv(rows: AsyncIterable<ListedEmployee>): AsyncGenerator<string> {
  let chunk = `\uFEFF${csvHeader()}`;
  for await (const row of rows) {
    chunk += employeeCsvRow(row);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}
