import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf, orgChoicesOf } from '../../../client/test/replies';
import type { ListedEmployee } from '../contract';
import { EmployeeListPage } from './employee-list-page';
import { HeadcountPage } from './headcount-page';

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
    // The app's picker, not the browser's mm/dd/yyyy box (issue 44, item 7).
    expect(screen.getByLabelText('Joined from')).toHaveTextContent('January 1st, 2024');
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

/** Someone on the list: Active unless said, joining on `joined`. */
const listed = (n: number, joined: string, status: ListedEmployee['status'] = 'Active'): ListedEmployee => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  firstName: `Person${n}`,
  lastName: 'Test',
  email: `person${n}@test.example`,
  contactNumber: '',
  status,
  role: 'employee',
  employmentDetails: { designation: '', employeeId: `EMP-${n}`, department: '', dateOfJoining: joined },
  payrollInfo: { salary: null },
});

describe('people still to join (issue 44, item 11)', () => {
  afterEach(() => vi.useRealTimers());

  /** 20:00 UTC on 31 December 2026 is already 1 January 2027 in Kathmandu, the organisation's time zone. */
  function showList() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T20:00:00Z'));
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf('hr'),
      '/employee/searchemployees': {
        employees: [listed(1, '2027-01-05'), listed(2, '2027-01-01'), listed(3, '2027-03-01', 'Terminated')],
        total: 3,
        totalCapped: false,
        page: 1,
        pageSize: 10,
        designations: [],
      },
    });
    renderAt(<EmployeeListPage />);
  }
  const statusOf = async (name: string) =>
    within((await screen.findByText(name)).closest('tr') as HTMLElement).getAllByRole('cell')[5];

  it('shows the day they join instead of Active, by the organisation’s today', async () => {
    showList();
    // Joining today in Kathmandu (still 31 December in UTC) is Active, once the organisation's zone is known.
    await waitFor(async () => expect(await statusOf('Person2 Test')).toHaveTextContent(/^Active$/));
    expect(await statusOf('Person1 Test')).toHaveTextContent(/^Joins Jan 5, 2027$/);
    expect(await statusOf('Person3 Test')).toHaveTextContent(/^Terminated$/);
  });

  it('headcount’s newest people: the day they join in the badge, no “joined” in the past', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({
      '/employee/me': meOf('hr'),
      '/employee/getemployeestats': {
        ...{ total: 2, active: 2, onLeave: 0, terminated: 0, departments: [] },
        recent: [listed(1, '2999-01-05'), listed(2, '2020-01-15')],
      },
    });
    renderAt(<HeadcountPage />);
    const person = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
    const upcoming = await person('Person1 Test');
    expect(within(upcoming).getByText('Joins Jan 5, 2999')).toBeInTheDocument();
    expect(upcoming).not.toHaveTextContent('joined');
    const joined = await person('Person2 Test');
    expect(within(joined).getByText('— · joined Jan 15, 2020')).toBeInTheDocument();
    expect(within(joined).getByText('Active')).toBeInTheDocument();
  });

  it('to a Nepali reader of BS, in BS and Devanagari digits', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      showList();
      // 5 January 2027 is 21 Poush 2083.
      await waitFor(async () =>
        expect(await statusOf('Person1 Test')).toHaveTextContent('पुस २१, २०८३ मा नियुक्त हुने'),
      );
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
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
                // Spelt in another case than its list, as an older row may be: still the list's value.
                designation: 'SURVEYOR',
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
