import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import type { Settings } from '../schemas';
import { IdentitySection } from './identity-section';
import { SettingsForm } from './settings-form';

const section = (saved: Settings) => (
  <SettingsForm
    saved={saved}
    fields={['requiredIdentity']}
    label="Required"
    saveLabel="Save required numbers"
  >
    {(props) => <IdentitySection {...props} />}
  </SettingsForm>
);

describe('the required identity numbers (issue 40)', () => {
  it("offers the profile's identity numbers, and saves the ticked ones alone, in the profile's order", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const saved = settingsOf({ requiredIdentity: ['ssfNumber'] });
    const server = fakeServer({
      '/employee/updatesettings': (body) => ({ ...saved, ...body }),
    });
    renderAt(section(saved));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(screen.getByLabelText('SSF number')).toBeChecked();
    expect(screen.queryByLabelText('Social Security Number')).toBeNull();
    fireEvent.click(screen.getByLabelText('National identity number (NIN)'));
    fireEvent.click(screen.getByLabelText('PAN (Permanent Account Number)'));
    fireEvent.click(screen.getByLabelText('SSF number'));
    fireEvent.click(screen.getByRole('button', { name: 'Save required numbers' }));
    await waitFor(() => expect(server.callsTo('/employee/updatesettings')).toHaveLength(1));
    expect(server.callsTo('/employee/updatesettings')[0]?.body).toEqual({ requiredIdentity: ['pan', 'nin'] });
  });

  it('offers the generic tax id and SSN of the Other profile', () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({});
    renderAt(section(settingsOf({ country: 'XX' })));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByLabelText('Tax Identification Number')).not.toBeChecked();
    expect(screen.getByLabelText('Social Security Number')).not.toBeChecked();
  });
});
