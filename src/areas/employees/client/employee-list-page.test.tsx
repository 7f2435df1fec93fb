import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../../client/test/render';
import { EmployeeListPage } from './employee-list-page';

/** A search whose count stopped at 1,000 (decision 019): on page 100 it counts on to the page asked for. */
const capped = (body: { page?: number; pageSize?: number }) => ({
  employees: [],
  total: Math.max(1000, (body.page ?? 1) * (body.pageSize ?? 10)),
  totalCapped: true,
  page: body.page ?? 1,
  pageSize: body.pageSize ?? 10,
  designations: [],
});

describe('the employee list', () => {
  it('shows a capped count as "1,000+" and offers the page after the last one counted', async () => {
    const server = fakeServer({ '/employee/searchemployees': capped });
    renderAt(<EmployeeListPage />);
    expect(await screen.findByText('1–10 of 1,000+')).toBeInTheDocument();
    // 1,000 counted at 10 a page is 100 pages, and more follow: page 101 is offered.
    fireEvent.click(await screen.findByRole('button', { name: 'Page 101' }));
    expect(await screen.findByText('1,001–1,010 of 1,010+')).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toMatchObject({ page: 101 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
