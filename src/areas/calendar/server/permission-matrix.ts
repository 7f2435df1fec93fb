/** The permission matrix's rows of the calendar area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row, SIGNED_IN } from '../../../server/permission-matrix-types.js';
import { builtInBsYears } from '../../../shared/bs.js';

// BS 2090 as the built-in table has it: saved again, every later date stays where it was.
const last = builtInBsYears.at(-1)!;

export const calendarRows: Record<string, Row> = {
  'POST /api/employee/getbsyears': { expect: SIGNED_IN },
  'POST /api/employee/savebsyear': {
    body: () => ({ year: last.year, months: [...last.months], source: 'Permission matrix' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/confirmbsyear': { body: () => ({ year: last.year }), expect: HR_ONLY },
};
