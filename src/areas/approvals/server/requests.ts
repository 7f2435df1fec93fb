/**
 * The requests employees make about themselves besides leave (rules §10): a correction of a day of their
 * attendance, and a change to their own details. Both go through the engine; nothing changes until approved.
 */

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { attendanceRecords, documents, employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { localDate, parseClock } from '../../../shared/calendar.js';
import { identityFieldNames, identityFields, profileOf } from '../../../shared/country-profiles.js';
import { zonedInstant } from '../../attendance/contract.js';
import { isDayLocked } from '../../attendance/server/reads.js';
import { approvedLeave } from '../../leave/server/reads.js';
import { checkOrgValues } from '../../organisation/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type correctionRequestBody,
  type ProfileField,
  type profileChangeBody,
  sealedProfileFields,
} from '../schemas.js';
import { openRequest } from './engine.js';

async function subjectOf(db: Db, id: string) {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row!;
}

export async function requestCorrection(
  db: Db,
  by: Actor,
  now: Date,
  body: z.output<typeof correctionRequestBody>,
) {
  const settings = await getSettings(db);
  const employee = await subjectOf(db, by.id);
  const { date } = body;
  if (date > localDate(now, settings.timeZone))
    throw refuse(400, 'field_future', { field: 'date' }, { field: 'date' });
  if (date < employee.dateOfJoining) throw refuse(400, 'correction_before_joining', { field: 'date' });
  for (const field of ['check_in_time', 'check_out_time'] as const) {
    const hhmm = body[field];
    if (hhmm && zonedInstant(date, parseClock(hhmm), settings.timeZone) > now)
      throw refuse(400, 'correction_future_time', { field });
  }
  const [onLeave] = await approvedLeave(db, { from: date, to: date, employeeId: employee.id });
  if (onLeave) throw refuse(409, 'correction_on_leave', { field: 'date' });
  if (await isDayLocked(db, employee.id, date, settings))
    throw refuse(409, 'correction_submitted', { field: 'date' });
  if (!body.check_in_time) {
    const [day] = await db
      .select({ checkInAt: attendanceRecords.checkInAt })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, employee.id), eq(attendanceRecords.workDate, date)));
    if (!day?.checkInAt) throw refuse(400, 'correction_needs_check_in', { field: 'check_in_time' });
  }
  if (body.attachment_id) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.id, body.attachment_id),
          eq(documents.employeeId, employee.id),
          eq(documents.kind, 'supporting_document'),
        ),
      );
    if (!doc) throw refuse(400, 'correction_attachment', { field: 'attachment_id' });
  }
  return db.transaction((tx) =>
    openRequest(tx, by, now, {
      kind: 'attendance',
      employee,
      payload: {
        date,
        check_in_time: body.check_in_time,
        check_out_time: body.check_out_time,
        reason: body.reason,
        attachment_id: body.attachment_id,
      },
    }),
  );
}

/**
 * The proposed details in the employees table's columns; the private ones (bank account, identity numbers) sealed
 * as they are stored. An identity number the organisation's country profile does not show is refused.
 */
export async function requestProfileChange(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  now: Date,
  body: z.output<typeof profileChangeBody>,
) {
  const shown = profileOf((await getSettings(db)).country).identity.map((i) => i.field);
  const foreign = identityFields.find(
    (field) => field in body && body[field as ProfileField] !== undefined && !shown.includes(field),
  );
  if (foreign)
    throw refuse(400, 'identity_not_in_profile', { field: identityFieldNames[foreign] }, { field: foreign });
  const employee = await subjectOf(db, by.id);
  // A bank names one of hr's banks, as the list spells it (issue 41).
  if (body.bank) body.bank = (await checkOrgValues(db, { bank: body.bank }, {}, { bank: 'bank' })).bank!;
  const payload: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body))
    if (value !== undefined)
      payload[field] = sealedProfileFields.includes(field as ProfileField) ? pii.seal(value) : value || null;
  return db.transaction((tx) => openRequest(tx, by, now, { kind: 'profile', employee, payload }));
}
