/**
 * The permission matrix's rows of the devices area (permission-matrix.test.ts runs them with every other row):
 * hr's calls, and the push protocol's requests, public (a device has no session; it names a registered serial).
 */
import { HR_ONLY, PUBLIC, type Row } from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';

export const devicesRows: Record<string, Row> = {
  'GET /iclock/cdata': { query: async ({ device }) => `SN=${await device()}&options=all`, expect: PUBLIC },
  'GET /iclock/getrequest': { query: async ({ device }) => `SN=${await device()}`, expect: PUBLIC },
  'POST /iclock/cdata': { query: async ({ device }) => `SN=${await device()}&table=OPERLOG`, expect: PUBLIC },
  'POST /api/employee/getdevices': { expect: HR_ONLY },
  'POST /api/employee/savedevice': {
    body: () => ({
      serial: `M${unique()}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40),
      name: 'Gate',
      time_zone: 'Asia/Kathmandu',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getdevicepins': { expect: HR_ONLY },
  'POST /api/employee/mapdevicepin': {
    body: ({ target }) => ({
      pin: `P${unique()}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24),
      employee_id: target.id,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/unmapdevicepin': {
    body: async ({ target, devicePin }) => ({ _id: await devicePin(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getunmatchedpunches': { expect: HR_ONLY },
  'POST /iclock/devicecmd': { query: async ({ device }) => `SN=${await device()}`, expect: PUBLIC },
  'POST /api/employee/senddevicecommand': {
    body: async ({ device }) => ({
      device_id: await device('id'),
      kind: 'resend_punches',
      from: '2026-01-01',
      to: '2026-01-02',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getdevicecommands': {
    body: async ({ device }) => ({ device_id: await device('id') }),
    expect: HR_ONLY,
  },
};
