/** The employee CSV of spec §9; quoting, formula neutralising and streaming live in http/csv.ts. */
import { csvColumns, type ListedEmployee } from '../../../shared/employees.js';
import { csvFile } from '../../http/csv.js';

const employeeCells = (e: ListedEmployee) => [
  e.employmentDetails.employeeId,
  e.firstName,
  e.lastName,
  e.email,
  e.employmentDetails.designation,
  e.contactNumber,
  e.payrollInfo.salary ?? 'N/A',
  e.status,
];

export async function* employeeCsv(rows: AsyncIterable<ListedEmployee>) {
  async function* cells() {
    for await (const row of rows) yield employeeCells(row);
  }
  yield* csvFile(csvColumns, cells());
}
