import { eq } from 'drizzle-orm';
import type { Organisation } from '../../../shared/auth.js';
import type { Db } from '../../db/client.js';
import { organisationSettings } from '../../db/schema.js';

export async function getSettings(db: Db) {
  const [row] = await db.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  if (!row) throw new Error('organisation_settings row is missing: migrations did not run');
  return row;
}

export async function getOrganisation(db: Db): Promise<Organisation> {
  const s = await getSettings(db);
  return { companyName: s.companyName, currency: s.currency, timeZone: s.timeZone };
}
