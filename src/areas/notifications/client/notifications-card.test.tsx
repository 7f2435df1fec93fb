/** The events only approvers meet are offered to whoever decides requests, as the server says (never the role). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import type { Role } from '../../../shared/enums';
import { type Permission, rolePermissions } from '../../../shared/permissions';
import { choosableTypes, type NotificationPreferences } from '../schemas';
import { NotificationsCard } from './notifications-card';

const preferences: NotificationPreferences = {
  enabled: true,
  channels: Object.fromEntries(choosableTypes.map((t) => [t, 'app'])) as NotificationPreferences['channels'],
  digest: false,
};

async function render(role: Role, permissions: Permission[] = [...rolePermissions[role]]) {
  saveSession({ token: 't', userId: 'u1' }, false);
  fakeServer({
    '/employee/me': meOf(role, permissions),
    '/employee/getnotificationpreferences': preferences,
  });
  renderAt(<NotificationsCard />);
  await screen.findByRole('combobox', { name: 'My request is decided' });
}

describe('notification choices', () => {
  afterEach(() => clearSession());

  it('offers a manager the events of deciding requests, and the morning digest', async () => {
    await render('manager');
    expect(
      await screen.findByRole('combobox', { name: 'A request waits for my decision' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /digest/i })).toBeInTheDocument();
  });

  it('follows the permissions the server sends, not the role', async () => {
    await render('employee', [...rolePermissions.employee, 'approve:leave:team']);
    expect(
      await screen.findByRole('combobox', { name: 'A request waits for my decision' }),
    ).toBeInTheDocument();
  });
});
