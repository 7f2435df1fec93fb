/** The payroll area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { payrollCalls } from '../contract.js';
import { bankFileHandlers } from './bank-handlers.js';
import { payrollHandlers } from './handlers.js';
import { payslipFileHandlers } from './payslip-handlers.js';

export const payrollArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'payroll', db }, payrollCalls, [
    ...payrollHandlers(db),
    ...payslipFileHandlers(app, db),
    ...bankFileHandlers(app, db),
  ]);
