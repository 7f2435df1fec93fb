import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { RouteError } from './route-error';

function renderFailing(lazy: () => Promise<never>) {
  const router = createMemoryRouter(
    [{ errorElement: <RouteError />, children: [{ path: '/leave', lazy }] }],
    {
      initialEntries: ['/leave'],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a route that fails', () => {
  it('offers Reload when its code could not be downloaded, and reloads once back online', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/leave-page-x1.js')),
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Reload to continue/);
    expect(screen.queryByText(/Hey developer/)).toBeNull();
    // The listener is attached by an effect after the error renders; on a busy machine that can come later.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('offers Try again for any other failure', async () => {
    renderFailing(() => Promise.reject(new Error('boom')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
  });
});
