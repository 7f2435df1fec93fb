/** The permission matrix's rows of the settings area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const settingsRows: Record<string, Row> = {
  'POST /api/employee/getsettings': { expect: HR_ONLY },
  'POST /api/employee/updatesettings': { body: () => ({}), expect: HR_ONLY },
  'POST /api/employee/adoptleavepreset': { body: () => ({ preset: 'np-labour-act-2074' }), expect: HR_ONLY },
  'POST /api/employee/applycountryprofile': { body: () => ({ country: 'NP' }), expect: HR_ONLY },
};
