/** The permission matrix's rows of the performance area (permission-matrix.test.ts runs them with every other row). */
import {
  DECIDE,
  HR_ONLY,
  OWN_TEAM_READ,
  type Row,
  SIGNED_IN,
  TEAM_OR_HR,
} from '../../../server/permission-matrix-types.js';
import { cycleDates, unique } from '../../../server/test/harness.js';

export const performanceRows: Record<string, Row> = {
  'POST /api/employee/getreviewcycles': { expect: SIGNED_IN },
  'POST /api/employee/createreviewcycle': {
    body: () => ({ name: `Matrix ${unique()}`, ...cycleDates() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/updatereviewcycle': {
    body: ({ cycleId }) => ({ cycle_id: cycleId, status: 'open' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getreviews': { body: ({ cycleId }) => ({ cycle_id: cycleId }), expect: TEAM_OR_HR },
  'POST /api/employee/savereview': {
    body: ({ target, cycleId }) => ({
      cycle_id: cycleId,
      employee_id: target.id,
      rating: 3,
      comments: 'Steady work',
    }),
    expect: DECIDE,
  },
  'POST /api/employee/getemployeereviews': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
};
