/** English: the analytics area's texts: hr's charts (composed into the catalogue by one line). */
export const enAnalytics = {
  analytics: {
    description: 'Headcount, pay, attendance and leave across the organisation.',
    attendanceSummary:
      'Attendance rate and late arrivals on {{days}} working days from {{from}} to {{to}}: overall rate {{rate}}',
    lowest: ', lowest {{rate}} on {{date}}',
    lateInAll_one: '; {{count}} late arrival in all.',
    lateInAll_other: '; {{count}} late arrivals in all.',
    attendanceRate: 'Attendance rate',
    attendanceTitle: 'Attendance, last 30 days',
    workingDaysFrom: 'Working days from {{from}} to {{to}}',
    perDay: 'Attendance per working day',
    expected: 'Expected',
    rate: 'Rate',
    noData: 'No data yet.',
    showTable: 'Show as table',
    tableOf: '{{title}} table',
    headcountSummary:
      'Bar chart of active employees by department, {{people}} in {{departments}} departments: {{list}}.',
    people_one: '{{count}} person',
    people_other: '{{count}} people',
    activeEmployees: 'Active employees',
    headcount: 'Headcount',
    salarySummary:
      'Bar chart of the average monthly salary by department in {{currency}}: highest {{top}}, lowest {{bottom}}.',
    salaryTitle: 'Average salary by department',
    salaryDescription: 'Monthly, active employees, in {{currency}}',
    averageSalaryIn: 'Average salary ({{currency}})',
    averageSalary: 'Average salary',
    leaveSummary:
      'Stacked bar chart of leave requests by month of start, {{from}} to {{to}}: {{requests}}, {{list}}.',
    leaveSummaryBusiest:
      'Stacked bar chart of leave requests by month of start, {{from}} to {{to}}: {{requests}}, {{list}}; busiest month {{month}} with {{most}}.',
    requests_one: '{{count}} request',
    requests_other: '{{count}} requests',
    leaveTitle: 'Leave requests by month',
    leaveDescription: 'By status and month of start, {{from}} to {{to}}',
    leaveCaption: 'Leave requests by month and status',
    total: 'Total',
  },
};
