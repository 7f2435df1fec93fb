/**
 * Above every route: a link opens its page at the top, and Back or Forward returns to where the person was on
 * that page (React Router keeps the positions for the tab's session). A change of the address that keeps the person
 * on the same page (a filter, a tab, another week) says `preventScrollReset`, so it does not jump to the top.
 */
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
