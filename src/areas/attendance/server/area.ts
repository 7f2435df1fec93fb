/** The attendance area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { attendanceCalls } from '../contract.js';
import { adminAttendanceHandlers } from './admin-handlers.js';
import { attendanceHandlers } from './handlers.js';

export const attendanceArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'attendance', db }, attendanceCalls, [
    ...attendanceHandlers(app, db),
    ...adminAttendanceHandlers(db),
  ]);
