/** The permission matrix's rows of the holidays area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

let day = 0;
/** A date no other row or test uses: each allowed call adds a holiday of its own. */
const nextDate = () => `2090-0${1 + (Math.floor(day / 28) % 9)}-${String(1 + (day++ % 28)).padStart(2, '0')}`;

export const holidaysRows: Record<string, Row> = {
  'POST /api/employee/getholidays': { body: () => ({ year: 2090 }), expect: HR_ONLY },
  'POST /api/employee/saveholiday': {
    body: () => ({ date: nextDate(), name: 'Matrix holiday' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deleteholiday': {
    body: async ({ holiday }) => ({ _id: await holiday() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/confirmholidaypack': { body: () => ({ pack: 'np' }), expect: HR_ONLY },
  'POST /api/employee/importholidays': {
    body: () => ({ format: 'csv', content: `date,name\n${nextDate()},Matrix import\n` }),
    expect: HR_ONLY,
  },
};
