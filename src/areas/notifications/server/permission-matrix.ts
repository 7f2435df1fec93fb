/** The permission matrix's rows of the notifications area (permission-matrix.test.ts runs them with every other row). */
import { type Row, SIGNED_IN } from '../../../server/permission-matrix-types.js';

export const notificationsRows: Record<string, Row> = {
  'POST /api/employee/getnotifications': { expect: SIGNED_IN },
  'POST /api/employee/marknotificationsread': { body: () => ({ all: true }), expect: SIGNED_IN },
  // seconds=0: the first count, then the stream ends (an open one would never finish here).
  'GET /api/employee/notificationstream': { query: () => 'seconds=0', expect: SIGNED_IN },
  'POST /api/employee/getnotificationpreferences': { expect: SIGNED_IN },
  'POST /api/employee/updatenotificationpreferences': { body: () => ({ digest: false }), expect: SIGNED_IN },
};
