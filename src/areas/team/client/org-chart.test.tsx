import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../client/test/render';
import { OrgChart } from './org-chart';

const node = (n: number, reports = 0) => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Member ${n}`,
  designation: 'Engineer',
  department: 'Engineering',
  reports,
});
const head = { ...node(0, 120), name: 'Hema Head' };

/** Hema's team of 120, fifty to a page as the server gives it. */
const chart = (page: number) => {
  const from = (page - 1) * 50 + 1;
  return {
    person: head,
    chain: [],
    reports: Array.from({ length: Math.max(0, Math.min(50, 121 - from)) }, (_, i) => node(from + i)),
  };
};

describe('the org chart', () => {
  it('shows a large team fifty at a time, asking the server for each further page', async () => {
    const asked: number[] = [];
    fakeServer({
      '/employee/getorgchart': (query) => {
        const page = query?.page ?? 1;
        asked.push(page);
        return chart(page);
      },
    });
    renderAt(<OrgChart />);
    expect(await screen.findByText('Member 50')).toBeInTheDocument();
    expect(screen.queryByText('Member 51')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more of the team of Hema Head' }));
    expect(await screen.findByText('Member 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more of the team of Hema Head' }));
    expect(await screen.findByText('Member 120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more of the team/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Centre the chart on Member/ })).toHaveLength(120);
    expect(asked).toEqual([1, 2, 3]);
  });
});
