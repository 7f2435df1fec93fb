/** What the projects admin and report tests answer with: whole replies, as the server sends them. */
import type { ProjectClient, ProjectDetail, ProjectSummary } from '../contract';

export const ids = {
  acme: '10000000-0000-4000-8000-000000000001',
  globex: '10000000-0000-4000-8000-000000000002',
  initech: '10000000-0000-4000-8000-000000000003',
  website: '20000000-0000-4000-8000-000000000001',
  intranet: '20000000-0000-4000-8000-000000000002',
  design: '30000000-0000-4000-8000-000000000001',
  anita: '40000000-0000-4000-8000-000000000001',
  bikash: '40000000-0000-4000-8000-000000000002',
} as const;

export const acme: ProjectClient = {
  _id: ids.acme,
  name: 'Acme Traders',
  code: 'ACME',
  archived_at: null,
  projects: 1,
};
export const globex: ProjectClient = {
  _id: ids.globex,
  name: 'Globex',
  code: null,
  archived_at: '2026-01-01T00:00:00.000Z',
  projects: 0,
};

export const website: ProjectSummary = {
  _id: ids.website,
  code: 'WEB-1',
  name: 'Website',
  client: { _id: ids.acme, name: 'Acme Traders' },
  manager: { _id: ids.anita, name: 'Anita Gurung' },
  start_date: '2026-01-05',
  end_date: '2026-12-31',
  budget_minutes: 6000,
  billable: true,
  status: 'active',
  members: 2,
  approved_minutes: 750,
  can: { manage: true, log: false },
};

export const intranet: ProjectSummary = {
  ...website,
  _id: ids.intranet,
  code: 'INT',
  name: 'Intranet',
  client: null,
  manager: null,
  end_date: null,
  budget_minutes: null,
  billable: false,
  status: 'archived',
  members: 0,
  approved_minutes: 0,
};

export const websiteDetail = (over: Partial<ProjectDetail> = {}): ProjectDetail => ({
  ...website,
  activities: [{ _id: ids.design, name: 'Design', billable: null, archived_at: null }],
  member_list: [
    {
      _id: ids.anita,
      name: 'Anita Gurung',
      employee_id: 'EMP-7',
      designation: 'Accountant',
      added_at: '2026-01-05T04:00:00.000Z',
    },
  ],
  has_time: true,
  can: { manage: true, log: false, delete: false },
  ...over,
});

/** Someone the employee search finds. */
export const listed = (id: string, firstName: string, lastName: string) => ({
  _id: id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  contactNumber: '',
  status: 'Active' as const,
  role: 'employee' as const,
  employmentDetails: {
    designation: 'Engineer',
    employeeId: 'EMP-9',
    department: 'IT',
    dateOfJoining: '2020-01-01',
  },
  payrollInfo: { salary: null },
});

export const searchOf = (...employees: ReturnType<typeof listed>[]) => ({
  employees,
  total: employees.length,
  totalCapped: false,
  page: 1,
  pageSize: 10,
  designations: [],
});
