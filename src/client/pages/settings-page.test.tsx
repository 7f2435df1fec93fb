import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { fakeServer, renderAt } from '../test/render';
import { settingsOf } from '../test/replies';
import { SettingsPage } from './settings-page';

const settings = settingsOf();

describe('refused settings', { timeout: 20_000 }, () => {
  it('refuses a bad value before sending: the reason once, beside the field; Discard clears it', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reason = 'Request reminder days must be between 1 and 30 days';
    const server = fakeServer({ '/employee/getsettings': settings });
    renderAt(<SettingsPage />);
    const field = await screen.findByLabelText('Remind approvers after (days)');
    fireEvent.change(field, { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save organisation details' }));

    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(1));
    expect(screen.getByText(reason).closest('div')).toContainElement(field);
    expect(server.callsTo('/employee/updatesettings')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText(reason)).toBeNull();
    expect(screen.getByLabelText('Remind approvers after (days)')).toHaveValue(settings.requestReminderDays);
  });

  it('has no flat tax or social security percentages: payroll takes them from its tax years (issue 41)', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({ '/employee/getsettings': settings });
    renderAt(<SettingsPage />);
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tax \(%\)|Social security fund/)).toBeNull();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const reason = 'Company name is already used by another organisation';
    const server = fakeServer({
      '/employee/getsettings': settings,
      '/employee/updatesettings': () =>
        Response.json({ message: reason, code: 'conflict', field: 'companyName' }, { status: 409 }),
    });
    renderAt(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Acme Two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save organisation details' }));
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(1));
    expect(screen.getByText(reason).closest('div')).toContainElement(screen.getByLabelText('Company name'));
    expect(server.callsTo('/employee/updatesettings')[0]?.body).toMatchObject({ companyName: 'Acme Two' });
  });
});

// The whole page (every section of the six groups) is drawn and searched by label several times a test: about 5 s
// in jsdom on two cores, past the default 5 s limit.
describe('one way to save (issue 44, item 13)', { timeout: 20_000 }, () => {
  it('saves a section on its own: its fields only, never another section’s unsaved edits, which stay', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getsettings': settings,
      '/employee/updatesettings': (body) => ({ ...settings, ...body, updatedAt: '2026-11-29T01:00:00.000Z' }),
    });
    renderAt(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Acme Two' } });
    fireEvent.change(screen.getByLabelText('Late after (minutes of grace)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working time' }));

    await waitFor(() => expect(server.callsTo('/employee/updatesettings')).toHaveLength(1));
    const body = server.callsTo('/employee/updatesettings')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ lateGraceMinutes: 25, workStart: '09:00' });
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('leaveTypes');
    // The saved section starts again from what is stored (no Discard left for it); the other section's edit is
    // kept, unsaved, for its own Save.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard changes' })).toHaveLength(1));
    expect(screen.getByLabelText('Late after (minutes of grace)')).toHaveValue(25);
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Two');
  });

  it('shows every problem at once, each beside its field, before sending and as the server answers', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getsettings': settings,
      '/employee/updatesettings': () =>
        Response.json(
          {
            message: 'Late grace minutes must be at most 720',
            code: 'field_too_big',
            params: { field: 'Late grace minutes', max: 720 },
            field: 'lateGraceMinutes',
            problems: [
              {
                message: 'Late grace minutes must be at most 720',
                code: 'field_too_big',
                params: { field: 'Late grace minutes', max: 720 },
                field: 'lateGraceMinutes',
              },
              {
                message: 'The time zone is not one the server knows',
                code: 'time_zone',
                field: 'timeZone',
              },
            ],
          },
          { status: 400 },
        ),
    });
    renderAt(<SettingsPage />);
    // Three wrong fields of one section: all three are said, each beside its own field, and nothing is sent.
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Remind approvers after (days)'), { target: { value: '99' } });
    fireEvent.change(screen.getByLabelText('Remind to submit a month after (days)'), {
      target: { value: '99' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save organisation details' }));
    const beside = (label: string) =>
      screen.getByLabelText(label).closest('div')?.parentElement as HTMLElement;
    await waitFor(() => expect(beside('Company name')).toHaveTextContent('Company name is required'));
    expect(beside('Remind approvers after (days)')).toHaveTextContent(/30/);
    expect(beside('Remind to submit a month after (days)')).toHaveTextContent(/28/);
    expect(server.callsTo('/employee/updatesettings')).toHaveLength(0);

    // The server's several problems, each beside its field.
    fireEvent.click(screen.getByRole('button', { name: 'Save working time' }));
    await waitFor(() => expect(server.callsTo('/employee/updatesettings')).toHaveLength(1));
    expect(await screen.findByText('Late grace minutes must be at most 720')).toBeInTheDocument();
    expect(screen.getByLabelText('Late after (minutes of grace)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('groups the page and names the chosen group in the URL', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({ '/employee/getsettings': settings });
    renderAt(<SettingsPage />, '/admin/settings#payroll');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Payroll' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('heading', { name: 'Payroll', level: 2 })).toHaveFocus();
    fireEvent.click(within(nav).getByRole('link', { name: 'Attendance & places' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Attendance & places' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Attendance & places', level: 2 })).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Payroll' })).not.toHaveAttribute('aria-current');
  });
});

describe('the country profile card (issue 40)', () => {
  it("shows Nepal's profile and applies the Other profile after a confirmation", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const applied = settingsOf({
      country: 'XX',
      workingDays: [1, 2, 3, 4, 5],
      currency: 'USD',
      timeZone: 'UTC',
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    const server = fakeServer({
      '/employee/getsettings': settingsOf({ country: 'NP' }),
      '/employee/applycountryprofile': applied,
    });
    renderAt(<SettingsPage />);
    expect(await screen.findByText('This organisation: Nepal')).toBeInTheDocument();
    expect(screen.getByText('Sunday, Monday, Tuesday, Wednesday, Thursday, Friday')).toBeInTheDocument();
    expect(screen.getByText('Shrawan (Bikram Sambat (BS))')).toBeInTheDocument();
    expect(screen.getByText(/^PAN \(Permanent Account Number\), SSF number/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'XX' } });
    expect(screen.getByText('Monday, Tuesday, Wednesday, Thursday, Friday')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the profile of Other?' });
    expect(server.callsTo('/employee/applycountryprofile')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply profile' }));
    await waitFor(() => expect(server.callsTo('/employee/applycountryprofile')).toHaveLength(1));
    expect(server.callsTo('/employee/applycountryprofile')[0]?.body).toEqual({ country: 'XX' });
    expect(await screen.findByText('This organisation: Other')).toBeInTheDocument();
  });
});
