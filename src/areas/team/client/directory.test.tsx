import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../client/test/render';
import { Directory } from './directory';

const colleague = (n: number) => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName: 'Asha',
  lastName: `Colleague ${n}`,
  designation: 'Engineer',
  department: 'Engineering',
  workLocation: null,
  email: `asha.${n}@example.com`,
  contactNumber: null,
  photo: null,
  manager: null,
});

/** A directory whose count stopped at 1,000 (decision 019), counting on to the page asked for. */
const capped = (body: { page?: number; pageSize?: number }) => {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 24;
  return {
    people: [colleague(page)],
    total: Math.max(1000, page * pageSize),
    totalCapped: true,
    page,
    pageSize,
    departments: ['Engineering'],
  };
};

describe('the directory', () => {
  it('lets an e-mail address wrap before its @ and its dots, not inside a word', async () => {
    fakeServer({ '/employee/getdirectory': capped });
    renderAt(<Directory />);
    const link = await screen.findByRole('link', { name: 'asha.1@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:asha.1@example.com');
    // "asha", ".1", "@example", ".com": three places to wrap, none mid-word.
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('shows a capped count as "1,000+" and offers the page after the last one counted', async () => {
    const server = fakeServer({ '/employee/getdirectory': capped });
    renderAt(<Directory />);
    expect(await screen.findByText('1,000+ colleagues')).toBeInTheDocument();
    // 1,000 counted at 24 a page is 42 pages, and more follow: page 43 is offered.
    fireEvent.click(await screen.findByRole('button', { name: 'Page 43' }));
    expect(await screen.findByText('Colleague 43', { exact: false })).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toMatchObject({ page: 43 });
    expect(screen.getByText('1,032+ colleagues')).toBeInTheDocument();
  });
});
