/** The permission matrix's rows of the account area (permission-matrix.test.ts runs them with every other row). */

import { HR_ONLY, ok, PUBLIC, type Row, SIGNED_IN } from '../../../server/permission-matrix-types.js';
import { TEST_PASSWORD } from '../../../server/test/harness.js';

export const accountRows: Record<string, Row> = {
  'POST /api/employee/login': {
    body: ({ target }) => ({ email: target.email, password: TEST_PASSWORD }),
    expect: [ok, ok, ok, ok, ok, ok, 401],
  },
  'POST /api/employee/me': { expect: SIGNED_IN },
  'POST /api/employee/logout': { expect: SIGNED_IN, fresh: true },
  'POST /api/employee/forgotpassword': { body: ({ target }) => ({ email: target.email }), expect: PUBLIC },
  'POST /api/employee/resetpassword': {
    body: () => ({ token: 'not-a-real-reset-token', password: 'Whatever-123' }),
    expect: PUBLIC,
  },
  'POST /api/employee/changepassword': {
    body: () => ({ currentPassword: 'wrong', newPassword: 'Another-pass-1' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/updatepreferences': {
    body: () => ({ language: 'ne' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/sendpasswordreset': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  // Two-step sign-in (decision 037). The code step with no live challenge is 401 to everyone: a session is no
  // challenge, so being signed in changes nothing.
  'POST /api/employee/logintwostep': {
    body: () => ({ challenge: 'not-a-live-challenge-at-all-000000', code: '123456' }),
    expect: [401, 401, 401, 401, 401, 401, 401],
  },
  'POST /api/employee/twostep': { expect: SIGNED_IN },
  'POST /api/employee/starttwostep': { expect: SIGNED_IN },
  'POST /api/employee/confirmtwostep': { body: () => ({ code: '123456' }), expect: SIGNED_IN },
  'POST /api/employee/disabletwostep': {
    body: () => ({ password: 'wrong', code: '123456' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/resettwostep': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/twosteppolicy': { expect: HR_ONLY },
  'POST /api/employee/savetwosteppolicy': {
    body: () => ({ capabilities: [], graceDays: 14 }),
    expect: HR_ONLY,
  },
};
