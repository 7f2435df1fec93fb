import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rolePermissions, routeCapabilities } from '../../../shared/permissions';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeServer } from '../../test/render';
import { meOf } from '../../test/replies';
import { RequireAuth } from './guards';

function renderAdminRoute() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Sign in</h1> },
      {
        path: '/admin/settings',
        element: (
          <RequireAuth capability={routeCapabilities.admin}>
            <h1>Settings</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/admin/settings'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the route guard', () => {
  afterEach(() => clearSession());

  it('sends a visitor without a session to sign in', async () => {
    fakeServer({});
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in employee away from an hr route, by the permissions the server reports', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': meOf('employee', [...rolePermissions.employee]) });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets hr in', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': meOf('hr', [...rolePermissions.hr]) });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('follows the permissions the server sends, not the role', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': meOf('employee', [...rolePermissions.employee, 'read:dashboard:any']) });
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });
});
