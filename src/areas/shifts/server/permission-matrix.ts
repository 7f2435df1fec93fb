/** The permission matrix's rows of the shifts area (permission-matrix.test.ts runs them with every other row). */
import {
  future,
  HR_ONLY,
  OWN_OR_HR,
  OWN_TEAM_READ,
  ok,
  type Row,
} from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';

const range = { from: '2041-01-01', to: '2041-01-31' };

export const shiftsRows: Record<string, Row> = {
  'POST /api/employee/getshifttypes': { expect: HR_ONLY },
  'POST /api/employee/saveshifttype': {
    body: () => ({
      name: `Matrix ${unique()}`,
      start_time: '06:00',
      end_time: '14:00',
      full_day_minutes: 450,
      half_day_minutes: 225,
      weekdays: [0, 1, 2, 3, 4, 5],
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deleteshifttype': {
    body: async ({ shiftType }) => ({ _id: await shiftType() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/assignroster': {
    body: async ({ target, shiftType }) => ({
      people: { employee_ids: [target.id] },
      ...range,
      rotation: [await shiftType(), null],
      every: 'day',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/clearroster': {
    body: ({ target }) => ({ people: { employee_ids: [target.id] }, ...range }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getmyshifts': {
    body: ({ target }) => ({ employee_id: target.id, ...range }),
    expect: OWN_TEAM_READ,
  },
  // A team's roster: their manager and hr; a person is not their own team.
  'POST /api/employee/getroster': {
    body: ({ target }) => ({ employee_ids: [target.id], ...range }),
    expect: [401, 403, 403, ok, 403, ok, 401],
  },
  'POST /api/employee/getovertimepolicy': { expect: HR_ONLY },
  'POST /api/employee/saveovertimepolicy': {
    body: () => ({
      daily_cap_minutes: 240,
      weekly_cap_minutes: 1440,
      rate_percent: 150,
      day_threshold_minutes: 480,
      week_threshold_minutes: 2880,
      rest_after_minutes: 300,
      rest_minutes: 30,
      rest_day_work: 'overtime',
      pre_approval: false,
      source: 'Labour Act 2074 (Nepal), sections 28, 30 and 31',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getovertimeday': {
    body: ({ target }) => ({ employee_id: target.id, date: '2041-01-07' }),
    expect: OWN_TEAM_READ,
  },
  // One's own overtime, or hr for anyone; a manager does not claim for their team. A new future day each call,
  // asked in advance, so the second allowed caller's request is not the first's duplicate.
  'POST /api/employee/claimovertime': {
    body: ({ target }) => ({
      employee_id: target.id,
      date: future().start_date,
      minutes: 60,
      reason: 'Stock count',
      advance: true,
    }),
    expect: OWN_OR_HR,
  },
};
