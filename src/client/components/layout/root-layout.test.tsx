import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The window as the browser has it: scrolling moves `scrollY`. */
function scrollableWindow() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    window.scrollY = y;
  }) as typeof window.scrollTo);
  return scrollTo;
}

it('opens a linked page at its top, and Back returns to where the person was', async () => {
  scrollableWindow();
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/employees', element: <Link to="/employees/7">Asha Rai</Link> },
          { path: '/employees/7', element: <h1>Asha Rai</h1> },
        ],
      },
    ],
    { initialEntries: ['/employees'] },
  );
  render(<RouterProvider router={router} />);
  window.scrollY = 1200;

  await userEvent.click(screen.getByRole('link', { name: 'Asha Rai' }));
  expect(await screen.findByRole('heading', { name: 'Asha Rai' })).toBeInTheDocument();
  expect(window.scrollY).toBe(0);

  await act(() => router.navigate(-1));
  expect(await screen.findByRole('link', { name: 'Asha Rai' })).toBeInTheDocument();
  expect(window.scrollY).toBe(1200);
});
