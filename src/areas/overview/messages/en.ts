/** English: the overview area's texts: hr's dashboard (its headcount words are used by the employees screens too) (composed into the catalogue by one line). */
export const enOverview = {
  overview: {
    addEmployee: 'Add Employee',
    reviewLeave: 'Review Leave',
    viewEmployees: 'View Employees',
    overviewFor: 'Overview for {{date}}',
    headcount: 'Headcount',
    today: 'Today',
    quickActions: 'Quick actions',
    total: 'Total employees',
    active: 'Active (incl. on leave)',
    onLeaveToday: 'On leave today',
    terminated: 'Terminated',
    presentToday: 'Present today',
    lateToday: 'Late today',
    pendingLeave: 'Pending leave requests',
  },
};
