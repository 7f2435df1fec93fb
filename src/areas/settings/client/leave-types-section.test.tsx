/**
 * Settings → Leave types: adopting the Labour Act 2074 preset (asked first; the added types join the form, with
 * their Nepali names) and a type's eligibility (genders ticked, employment types typed) and Nepali name saved with
 * the settings.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { SettingsPage } from '../../../client/pages/settings-page';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import { adoptPreset, nepalLabourAct2074 } from '../../../shared/leave-presets';

const settings = settingsOf();
// The whole settings page renders (every currency in its list): slow on a busy machine.
const slow = 15_000;

describe('leave types', () => {
  it(
    'adopts the Nepal Labour Act 2074 leave after asking, and shows the types it added',
    async () => {
      saveSession({ token: 't', userId: 'hr' }, false);
      const { types, added, kept } = adoptPreset(settings.leaveTypes, nepalLabourAct2074);
      // The server keeps what was adopted: a later read answers it.
      let stored = settings;
      const server = fakeServer({
        '/employee/getsettings': () => stored,
        '/employee/adoptleavepreset': () => {
          stored = { ...settings, leaveTypes: types };
          return { settings: stored, added, kept };
        },
        '/employee/updatesettings': (body) => ({ ...settings, ...body }),
      });
      renderAt(<SettingsPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'Use Nepal Labour Act 2074 leave' }));
      const dialog = await screen.findByRole('dialog', { name: 'Use the leave of Nepal’s Labour Act 2074?' });
      // Nothing is sent before hr confirms.
      expect(server.callsTo('/employee/adoptleavepreset')).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Use Nepal Labour Act 2074 leave' }));

      await waitFor(() => expect(screen.getByDisplayValue('Maternity')).toBeInTheDocument());
      expect(server.callsTo('/employee/adoptleavepreset')[0]?.body).toEqual({ preset: 'np-labour-act-2074' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      for (const name of ['Annual', 'Home', 'Sick', 'Substitute', 'Paternity', 'Mourning'])
        expect(screen.getByDisplayValue(name)).toBeInTheDocument();
      // Each with its Nepali name (issue 44).
      expect(screen.getByDisplayValue('प्रसूति बिदा')).toHaveAttribute('lang', 'ne');
    },
    slow,
  );

  it(
    'saves who a type is for (genders ticked, employment types typed) and its Nepali name',
    async () => {
      saveSession({ token: 't', userId: 'hr' }, false);
      const server = fakeServer({
        '/employee/getsettings': settings,
        '/employee/updatesettings': (body) => ({ ...settings, ...body }),
      });
      renderAt(<SettingsPage />);
      fireEvent.click(await screen.findByLabelText('Female'));
      fireEvent.change(screen.getByLabelText('Only for employment types (comma-separated; empty = all)'), {
        target: { value: 'full-time, contract' },
      });
      fireEvent.change(screen.getByLabelText('Paid days (empty = all)'), { target: { value: '10' } });
      fireEvent.change(screen.getByLabelText('Nepali name'), { target: { value: 'वार्षिक बिदा' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save leave types' }));
      await waitFor(() => expect(server.callsTo('/employee/updatesettings')).toHaveLength(1));
      expect(server.callsTo('/employee/updatesettings')[0]?.body).toMatchObject({
        leaveTypes: [
          {
            name: 'Annual',
            allowance: 18,
            eligibleGenders: ['female'],
            eligibleEmploymentTypes: ['full-time', 'contract'],
            paidDays: 10,
            labels: { ne: 'वार्षिक बिदा' },
          },
        ],
      });
    },
    slow,
  );
});
