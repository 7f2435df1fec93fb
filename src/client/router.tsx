/**
 * The route table of spec §2. Pages load lazily, so the sign-in screen ships only what it needs; each area adds
 * its routes here.
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { routeCapabilities, teamRouteCapabilities } from '../shared/permissions';
import { NotFoundPage } from './components/layout/not-found';
import { RootRedirect } from './components/layout/redirects';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';

/**
 * Every route sits under one pathless root whose error boundary is the product's, not React Router's, and which
 * puts a newly opened page at its top.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../areas/account/client/login-page')).LoginRoute }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../areas/account/client/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        // The shell and the admin layout load lazily too: the sign-in route stays small (scripts/check-bundle.ts).
        lazy: async () => {
          const [{ AppShell }, { RequireAuth }] = await Promise.all([
            import('./components/layout/app-shell'),
            import('./components/layout/guards'),
          ]);
          return {
            element: (
              <RequireAuth>
                <AppShell />
              </RequireAuth>
            ),
          };
        },
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
          },
          {
            path: '/settings',
            lazy: async () => ({
              Component: (await import('./pages/my-settings-page')).MySettingsPage,
            }),
          },
          {
            path: '/profile',
            lazy: async () => ({
              Component: (await import('../areas/employees/client/profile-page')).ProfilePage,
            }),
          },
          {
            path: '/attendance',
            lazy: async () => ({
              Component: (await import('./pages/attendance-page')).AttendanceWithOvertime,
            }),
          },
          {
            path: '/leave',
            lazy: async () => ({ Component: (await import('../areas/leave/client/leave-page')).LeavePage }),
          },
          {
            path: '/calendar',
            lazy: async () => ({
              Component: (await import('../areas/team/client/calendar-page')).CalendarPage,
            }),
          },
          {
            path: '/team',
            lazy: async () => ({ Component: (await import('../areas/team/client/team-page')).TeamPage }),
          },
          {
            path: '/roster',
            lazy: async () => {
              const [{ RosterPage }, { RequireAuth }] = await Promise.all([
                import('../areas/shifts/client/roster-page'),
                import('./components/layout/guards'),
              ]);
              return {
                element: (
                  <RequireAuth capability={teamRouteCapabilities.roster} beyondOwn>
                    <RosterPage />
                  </RequireAuth>
                ),
              };
            },
          },
          {
            path: '/projects',
            lazy: async () => ({
              Component: (await import('../areas/projects/client/timesheet-page')).TimesheetPage,
            }),
          },
          {
            path: '/projects/reports',
            lazy: async () => ({
              Component: (await import('../areas/projects/client/report-page')).ProjectReportsPage,
            }),
          },
          {
            path: '/projects/manage',
            lazy: async () => {
              const [{ ProjectAdminPage }, { RequireAuth }] = await Promise.all([
                import('../areas/projects/client/admin-page'),
                import('./components/layout/guards'),
              ]);
              return {
                element: (
                  <RequireAuth capability="manage:project">
                    <ProjectAdminPage />
                  </RequireAuth>
                ),
              };
            },
          },
          {
            path: '/notifications',
            lazy: async () => ({
              Component: (await import('../areas/notifications/client/notifications-page')).NotificationsPage,
            }),
          },
          {
            lazy: async () => {
              const { RequireAuth } = await import('./components/layout/guards');
              return {
                element: (
                  <RequireAuth capability={routeCapabilities.approvals}>
                    <Outlet />
                  </RequireAuth>
                ),
              };
            },
            children: [
              {
                path: '/approval',
                lazy: async () => ({
                  Component: (await import('../areas/approvals/client/approvals-page')).ApprovalsPage,
                }),
              },
              {
                path: '/reviews',
                lazy: async () => ({
                  Component: (await import('../areas/performance/client/performance-page')).PerformancePage,
                }),
              },
              {
                path: '/approvals/history',
                lazy: async () => ({
                  Component: (await import('../areas/approvals/client/approvals-page')).ApprovalHistoryPage,
                }),
              },
            ],
          },
          {
            path: '/admin',
            lazy: async () => {
              const [{ AdminLayout }, { RequireAuth }] = await Promise.all([
                import('./components/layout/admin-layout'),
                import('./components/layout/guards'),
              ]);
              return {
                element: (
                  <RequireAuth capability={routeCapabilities.admin}>
                    <AdminLayout />
                  </RequireAuth>
                ),
              };
            },
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../areas/overview/client/overview-page')).OverviewPage,
                }),
              },
              {
                path: 'analytics',
                lazy: async () => ({
                  Component: (await import('../areas/analytics/client/analytics-page')).AnalyticsPage,
                }),
              },
              {
                path: 'payroll',
                lazy: async () => ({
                  Component: (await import('../areas/payroll/client/payroll-page')).PayrollPage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('./pages/settings-page')).SettingsPage,
                }),
              },
              {
                path: 'performance',
                lazy: async () => ({
                  Component: (await import('../areas/performance/client/performance-page')).PerformancePage,
                }),
              },
              {
                path: 'audit',
                lazy: async () => ({
                  Component: (await import('../areas/audit/client/audit-page')).AuditPage,
                }),
              },
              {
                path: 'leave',
                lazy: async () => ({
                  Component: (await import('../areas/leave/client/admin-leave-page')).AdminLeavePage,
                }),
              },
              {
                path: 'employee',
                lazy: async () => ({
                  Component: (await import('../areas/employees/client/headcount-page')).HeadcountPage,
                }),
              },
              {
                path: 'employee/create-new-employee',
                lazy: async () => ({
                  Component: (await import('../areas/employees/client/add-employee-page')).AddEmployeePage,
                }),
              },
              {
                path: 'employee/view-all-employee',
                lazy: async () => ({
                  Component: (await import('../areas/employees/client/employee-list-page')).EmployeeListPage,
                }),
              },
              {
                path: 'employee/import',
                lazy: async () => ({
                  Component: (await import('../areas/import/client/import-page')).ImportPage,
                }),
              },
              {
                path: 'employee/:id',
                lazy: async () => ({
                  Component: (await import('./pages/employee-profile-page')).EmployeeProfilePage,
                }),
              },
              {
                path: 'employee/:id/edit',
                lazy: async () => ({
                  Component: (await import('../areas/employees/client/edit-employee-page')).EditEmployeePage,
                }),
              },
              {
                path: 'attendance',
                lazy: async () => ({
                  Component: (await import('../areas/attendance/client/admin/admin-attendance-page'))
                    .AdminAttendancePage,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          // Inside the shell, so a signed-out visitor to any unknown path goes to /login first.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
