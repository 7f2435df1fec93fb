import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { BackupsCard } from './backups-card';

describe('Settings → Backups', () => {
  it('lists each backup with its kind, size and time, and what the server keeps', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({
      '/employee/getbackups': {
        automatic: true,
        keep: 7,
        backups: [
          {
            name: 'daily-2031-03-03.tar.gz',
            kind: 'daily',
            size: 4_613_734,
            createdAt: '2031-03-03T00:00:05Z',
          },
          {
            name: 'before-migrating-2031-03-01T06-00-00Z.tar.gz',
            kind: 'before-migrating',
            size: 4_194_304,
            createdAt: '2031-03-01T06:00:00Z',
          },
        ],
      },
    });
    renderAt(<BackupsCard />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('daily-2031-03-03.tar.gz')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Daily')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4.4 MB')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Before an upgrade')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('4 MB')).toBeInTheDocument();
    expect(screen.getByText(/The newest 7 daily backups are kept/)).toBeInTheDocument();
  });

  it('says PostgreSQL is backed up with its own tools, and that there is none yet', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({ '/employee/getbackups': { automatic: false, keep: 7, backups: [] } });
    renderAt(<BackupsCard />);
    expect(await screen.findByText(/makes no backups of a PostgreSQL database/)).toBeInTheDocument();
    expect(screen.getByText('No backups yet.')).toBeInTheDocument();
  });
});
