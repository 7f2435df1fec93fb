import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { fakeServer, renderAt } from '../../../client/test/render';
import { orgChoicesOf } from '../../../client/test/replies';
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

const boss = {
  _id: '0b6f3c2e-7d1a-4e5b-9c8d-1a2b3c4d5e6f',
  name: 'Anil Shrestha',
  designation: 'Head of Survey',
};
const choices = orgChoicesOf({
  department: ['Finance', 'Survey'],
  employment_type: ['contract', 'full-time'],
});
/** Where the page is, shown so a test can read the URL it keeps its filters in. */
function Where() {
  const { search } = useLocation();
  return <output aria-label="url">{search}</output>;
}

describe('the list’s filters (issue 44, item 14)', () => {
  it('filters by department, employment type, manager and joining days from the URL, and the export takes them', async () => {
    const server = fakeServer({
      '/employee/searchemployees': capped,
      '/employee/getorgchoices': choices,
      '/employee/getmanagers': { managers: [boss] },
      '/employee/exportemployees': () => new Response('ID\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderAt(
      <>
        <EmployeeListPage />
        <Where />
      </>,
      `/admin/employee/view-all-employee?department=Survey&manager=${boss._id}&from=2024-01-01`,
    );
    await waitFor(() =>
      expect(server.callsTo('/employee/searchemployees').at(-1)?.body).toMatchObject({
        department: 'Survey',
        managerId: boss._id,
        joinedFrom: '2024-01-01',
        joinedTo: '',
        employmentType: '',
      }),
    );
    expect(await screen.findByLabelText('Department')).toHaveValue('Survey');
    await waitFor(() => expect(screen.getByLabelText('Manager')).toHaveValue(boss._id));
    expect(screen.getByRole('option', { name: 'Anil Shrestha' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Employment type'), { target: { value: 'contract' } });
    await waitFor(() =>
      expect(server.callsTo('/employee/searchemployees').at(-1)?.body).toMatchObject({
        department: 'Survey',
        employmentType: 'contract',
        page: 1,
      }),
    );
    expect(screen.getByLabelText('url')).toHaveTextContent('type=contract');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server.callsTo('/employee/exportemployees')).toHaveLength(1));
    expect(server.callsTo('/employee/exportemployees')[0]?.body).toMatchObject({
      department: 'Survey',
      employmentType: 'contract',
      managerId: boss._id,
      joinedFrom: '2024-01-01',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText('url')).toBeEmptyDOMElement());
    expect(screen.getByLabelText('Department')).toHaveValue('');
  });
});

describe('the list to a Nepali reader (issue 44)', () => {
  it('shows the designations and the department filter in the Nepali names hr gave, and filters by the name', async () => {
    await applyLocale({ language: 'ne', calendar: 'gregorian', digits: 'latin' });
    try {
      const server = fakeServer({
        '/employee/searchemployees': (body) => ({
          ...capped(body),
          employees: [
            {
              _id: boss._id,
              firstName: 'Anil',
              lastName: 'Shrestha',
              email: 'anil@example.com',
              contactNumber: '',
              status: 'Active',
              role: 'manager',
              employmentDetails: {
                designation: 'Surveyor',
                employeeId: 'E1',
                department: 'Survey',
                dateOfJoining: '2020-01-01',
              },
              payrollInfo: { salary: null },
            },
          ],
          designations: ['Surveyor'],
        }),
        '/employee/getorgchoices': orgChoicesOf({
          department: ['Finance', 'Survey'],
          designation: ['Surveyor'],
          labels: {
            department: { Survey: { ne: 'सर्वेक्षण' } },
            designation: { Surveyor: { ne: 'सर्वेक्षक' } },
          },
        }),
      });
      renderAt(<EmployeeListPage />);
      expect(await screen.findByRole('cell', { name: 'सर्वेक्षक' })).toBeInTheDocument();
      const survey = await screen.findByRole('option', { name: 'सर्वेक्षण' });
      // Finance has no Nepali name: it shows as written.
      expect(screen.getByRole('option', { name: 'Finance' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'सर्वेक्षक' })).toHaveValue('Surveyor');
      fireEvent.change(survey.closest('select')!, { target: { value: (survey as HTMLOptionElement).value } });
      await waitFor(() =>
        expect(server.callsTo('/employee/searchemployees').at(-1)?.body).toMatchObject({
          department: 'Survey',
        }),
      );
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
