/** The settings area's calls, served by `registerArea` (server/area.ts). */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { settingsCalls } from '../contract.js';
import { getSettings } from './reads.js';
import { adoptLeavePreset, applyCountryProfile, updateSettings } from './service.js';

const present = (s: Awaited<ReturnType<typeof getSettings>>) => ({
  ...s,
  workingDays: [...s.workingDays].sort(),
  holidays: [...s.holidays].sort((a, b) => a.date.localeCompare(b.date)),
  updatedAt: s.updatedAt.toISOString(),
});

const on = handlerFor(settingsCalls);

export const settingsHandlers = (db: Db) => [
  on('/employee/getsettings', {
    async handle() {
      return present(await getSettings(db));
    },
  }),

  on('/employee/updatesettings', {
    async handle({ input, me, now }) {
      return present(await updateSettings(db, me, now, input));
    },
  }),

  on('/employee/adoptleavepreset', {
    async handle({ input, me, now }) {
      const { settings, added, kept } = await adoptLeavePreset(db, me, now, input.preset);
      return { settings: present(settings), added, kept };
    },
  }),

  on('/employee/applycountryprofile', {
    async handle({ input, me, now }) {
      return present(await applyCountryProfile(db, me, now, input.country));
    },
  }),
];
