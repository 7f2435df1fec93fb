/**
 * Changing the organisation's settings (hr): the rules a change must keep, checked on the row as it will be,
 * in one transaction with its audit record.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { type LeaveType, organisationSettings } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { localDate } from '../../../shared/calendar.js';
import {
  type CountryCode,
  countryProfiles,
  identityFieldNames,
  profileOf,
  profileSettings,
} from '../../../shared/country-profiles.js';
import { adoptPreset, type LeavePresetId, leavePresets } from '../../../shared/leave-presets.js';
import { recordAudit } from '../../audit/server/writes.js';
import { changeEveryoneHolidays } from '../../holidays/server/writes.js';
import { leaveTypeInUse } from '../../leave/server/reads.js';
import { maxLeaveTypes, type UpdateSettingsBody } from '../schemas.js';
import { getSettings } from './reads.js';

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
  const used = await leaveTypeInUse(tx, removed);
  if (used) throw refuse(409, 'leave_type_in_use', { name: used }, { field: 'leaveTypes' });
}

export async function updateSettings(db: Db, by: Actor, now: Date, body: UpdateSettingsBody) {
  const start = body.attendanceStartDate;
  if (start) {
    // Only a change is checked: the stored default (the database's current_date) may be ahead of a western
    // time zone for a few hours, and must not block saving the rest of the form.
    const current = await getSettings(db);
    const today = localDate(now, body.timeZone ?? current.timeZone);
    if (start !== current.attendanceStartDate && start > today)
      throw refuse(400, 'attendance_start_future', { field: 'attendanceStartDate' });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organisationSettings)
      .where(eq(organisationSettings.id, 1))
      .for('update');
    await assertRemovedTypesUnused(tx, before!.leaveTypes, body.leaveTypes);
    // Only the profile's own identity fields may be required (decision 006).
    const shown = profileOf(body.country ?? before!.country).identity.map((i) => i.field);
    const foreign = body.requiredIdentity?.find((field) => !shown.includes(field));
    if (foreign)
      throw refuse(
        400,
        'identity_not_in_profile',
        { field: identityFieldNames[foreign] },
        { field: 'requiredIdentity' },
      );
    // The holidays are the holidays table's (issue 40): a changed list is written there, and the table's trigger
    // writes the row's list again.
    const { holidays: wanted, ...rest } = body;
    if (wanted) await changeEveryoneHolidays(tx, before!.holidays, wanted);
    const [after] = await tx
      .update(organisationSettings)
      .set({ ...rest, updatedAt: now })
      .where(eq(organisationSettings.id, 1))
      .returning();
    await recordAudit(tx, by, {
      action: 'update',
      entity: 'settings',
      entityId: '1',
      before,
      after,
    });
    return after!;
  });
}

/**
 * hr adopts a leave preset: its types the organisation lacks (by name, any case) are added; the types it has are
 * kept exactly as they are (named in `kept`, so hr is told), none is removed or retired. Audited; adopting again
 * adds nothing.
 */
export async function adoptLeavePreset(db: Db, by: Actor, now: Date, id: LeavePresetId) {
  const preset = leavePresets[id];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organisationSettings)
      .where(eq(organisationSettings.id, 1))
      .for('update');
    const { types, added, kept } = adoptPreset(before!.leaveTypes, preset);
    if (!added.length) return { settings: before!, added, kept };
    if (types.length > maxLeaveTypes)
      throw refuse(409, 'leave_types_too_many', { count: types.length, max: maxLeaveTypes });
    const [after] = await tx
      .update(organisationSettings)
      .set({ leaveTypes: types, updatedAt: now })
      .where(eq(organisationSettings.id, 1))
      .returning();
    await recordAudit(tx, by, {
      action: 'adopt_leave_preset',
      entity: 'settings',
      entityId: '1',
      before: { leaveTypes: before!.leaveTypes },
      after: { preset: id, added, kept, leaveTypes: after!.leaveTypes },
    });
    return { settings: after!, added, kept };
  });
}

/**
 * hr applies a country profile (issue 40): the organisation's country and the profile's defaults (working week,
 * leave year start, calendars, currency, time zone) in one audited change. Nothing else moves: holidays, leave
 * types and the ledger's start stay as they are.
 */
export async function applyCountryProfile(db: Db, by: Actor, now: Date, country: CountryCode) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organisationSettings)
      .where(eq(organisationSettings.id, 1))
      .for('update');
    const [after] = await tx
      .update(organisationSettings)
      .set({ country, ...profileSettings(countryProfiles[country]), updatedAt: now })
      .where(eq(organisationSettings.id, 1))
      .returning();
    await recordAudit(tx, by, {
      action: 'apply_profile',
      entity: 'settings',
      entityId: '1',
      before,
      after,
    });
    return after!;
  });
}
