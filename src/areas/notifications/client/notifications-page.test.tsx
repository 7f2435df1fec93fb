import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { NotificationsPage } from './notifications-page';

describe('the notifications page to a Nepali reader (issue 44, item 8)', () => {
  it('names the leave type by the Nepali name hr gave it, and the days in BS', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      saveSession({ token: 't', userId: 'u1' }, false);
      const me = meOf('manager');
      fakeServer({
        '/employee/me': {
          ...me,
          organisation: { ...me.organisation, leaveTypeLabels: { Annual: { ne: 'वार्षिक बिदा' } } },
        },
        '/employee/getnotifications': {
          notifications: [
            {
              _id: '00000000-0000-4000-8000-000000000071',
              type: 'request_waiting',
              params: {
                name: 'Anita Gurung',
                kind: 'leave',
                leave_type: 'Annual',
                from: '2026-12-07',
                to: '2026-12-07',
              },
              link: '/approval?request=00000000-0000-4000-8000-000000000072',
              created_at: '2026-11-28T06:00:00.000Z',
              read: false,
            },
          ],
          unread: 1,
          total: 1,
          page: 1,
          pageSize: 20,
        },
      });
      renderAt(<NotificationsPage />);
      // 7 December 2026 is 21 Mangsir 2083.
      expect((await screen.findAllByText(/\(वार्षिक बिदा, मंसिर २१, २०८३\)/))[0]).toBeInTheDocument();
      expect(screen.queryByText(/Annual/)).toBeNull();
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
