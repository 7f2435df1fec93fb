import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localDate } from '../../../shared/calendar.js';
import {
  deductionsFit,
  settingsMessages as say,
  settingsSchema,
  updateSettingsBody,
} from '../../../shared/settings.js';
import type { Db, Tx } from '../../db/client.js';
import { type LeaveType, leaveRequests, organisationSettings } from '../../db/schema.js';
import { authorize } from '../../http/auth.js';
import { badRequest, conflict } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import { getSettings } from './service.js';

const present = (s: Awaited<ReturnType<typeof getSettings>>) => ({
  ...s,
  workingDays: [...s.workingDays].sort(),
  holidays: [...s.holidays].sort((a, b) => a.date.localeCompare(b.date)),
  updatedAt: s.updatedAt.toISOString(),
});

/** A leave type that requests use may be retired, never deleted: its requests and balances keep their type. */
async function assertRemovedTypesUnused(
  tx: Tx,
  before: readonly LeaveType[],
  after: LeaveType[] | undefined,
) {
  if (!after) return;
  const kept = new Set(after.map((t) => t.name.toLowerCase()));
  const removed = before.filter((t) => !kept.has(t.name.toLowerCase())).map((t) => t.name);
  if (!removed.length) return;
  const [used] = await tx
    .select({ type: leaveRequests.leaveType })
    .from(leaveRequests)
    .where(inArray(leaveRequests.leaveType, removed))
    .limit(1);
  if (used) throw conflict(say.typeInUse(used.type), { code: 'leave_type_in_use', field: 'leaveTypes' });
}

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getsettings',
    {
      schema: {
        tags: ['settings'],
        summary: "The organisation's settings (hr)",
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      authorize(request, 'read', 'settings');
      return present(await getSettings(db));
    },
  );

  app.post(
    '/employee/updatesettings',
    {
      schema: {
        tags: ['settings'],
        summary:
          "Change the organisation's settings (hr); takes effect at once in attendance, leave and payroll",
        body: updateSettingsBody,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      authorize(request, 'update', 'settings');
      const start = request.body.attendanceStartDate;
      if (start) {
        // Only a change is checked: the stored default (the database's current_date) may be ahead of a western
        // time zone for a few hours, and must not block saving the rest of the form.
        const current = await getSettings(db);
        const today = localDate(app.now(), request.body.timeZone ?? current.timeZone);
        if (start !== current.attendanceStartDate && start > today)
          throw badRequest(say.futureAttendanceStart, { field: 'attendanceStartDate' });
      }
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(organisationSettings)
          .where(eq(organisationSettings.id, 1))
          .for('update');
        // One field may change alone: the rule is checked on the row as it will be.
        if (!deductionsFit({ ...before!, ...request.body })) {
          const field = request.body.taxPercent === undefined ? 'ssfPercent' : 'taxPercent';
          throw badRequest(say.deductionsOver100, { field });
        }
        await assertRemovedTypesUnused(tx, before!.leaveTypes, request.body.leaveTypes);
        const [after] = await tx
          .update(organisationSettings)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(organisationSettings.id, 1))
          .returning();
        await recordAudit(tx, request, {
          action: 'update',
          entity: 'settings',
          entityId: '1',
          before,
          after,
        });
        return after!;
      });
      return present(updated);
    },
  );
};
