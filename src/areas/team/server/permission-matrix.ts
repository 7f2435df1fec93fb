/** The permission matrix's rows of the team area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, PUBLIC, type Row, SIGNED_IN, TEAM_OR_HR } from '../../../server/permission-matrix-types.js';

export const teamRows: Record<string, Row> = {
  // A calendar app holds no session: the token in the address is the key.
  'GET /api/calendar/{token}': {
    path: async ({ throwaway, feedToken }) => `/api/calendar/${await feedToken(await throwaway())}.ics`,
    expect: PUBLIC,
  },
  'POST /api/employee/getdirectory': { body: () => ({ q: 'a' }), expect: SIGNED_IN },
  'POST /api/employee/getorgchart': { body: ({ target }) => ({ employee_id: target.id }), expect: SIGNED_IN },
  'POST /api/employee/getteamtoday': { expect: TEAM_OR_HR },
  'POST /api/employee/getcalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/createcalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/revokecalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/getcalendar': {
    body: () => ({ from: '2040-01-01', to: '2040-01-31', scope: 'department' }),
    expect: SIGNED_IN,
  },
  // Everyone's calendar takes reading everyone's leave.
  'POST /api/employee/getcalendar (everyone)': {
    body: () => ({ from: '2040-01-01', to: '2040-01-31', scope: 'everyone' }),
    expect: HR_ONLY,
  },
};
