/**
 * Demo projects (issue 43): two clients, three projects with their activities and members, and four approved weeks
 * of time for each member before this week, so the timesheet opens with last week to copy and the reports have
 * hours. This week is left empty for people to fill. Rajesh Shrestha (manager@example.com) manages the booking
 * website; Pooja Karki, the CTO, the clinic app and the internal tools. Deterministic, one insert per table.
 */
import { eq } from 'drizzle-orm';
import { weekDays, weekStartOf } from '../../../areas/projects/contract.js';
import { addDays, isWorkingDay } from '../../../shared/calendar.js';
import type { Tx } from '../client.js';
import {
  leaveRequests,
  organisationSettings,
  projectActivities,
  projectClients,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../schema.js';
import type { DemoOrganisation } from './demo.js';

/** Weeks of approved time before this one. */
const WEEKS = 4;

type Plan = {
  code: string;
  name: string;
  client: string | null;
  manager: string;
  budgetHours: number | null;
  billable: boolean;
  activities: string[];
  members: string[];
};
const plans: Plan[] = [
  {
    code: 'WEB',
    name: 'Booking website',
    client: 'HTP',
    manager: 'mgr',
    budgetHours: 2000,
    billable: true,
    activities: ['Development', 'Design', 'Testing'],
    members: ['emp', 'e1', 'e2', 'e3'],
  },
  {
    code: 'CLINIC',
    name: 'Clinic app',
    client: 'SHF',
    manager: 'cto',
    budgetHours: 1200,
    billable: true,
    activities: ['Development', 'Meetings'],
    members: ['e4', 'e5', 'e1'],
  },
  {
    code: 'INT',
    name: 'Internal tools',
    client: null,
    manager: 'cto',
    budgetHours: null,
    billable: false,
    activities: ['Maintenance', 'Support'],
    members: ['emp', 'e4', 'mgr'],
  },
];
const clients = [
  { code: 'HTP', name: 'Himalayan Treks Pvt. Ltd.' },
  { code: 'SHF', name: 'Sunrise Health Foundation' },
];
/** Each member's usual day: minutes on a project's activity. */
const days: Record<string, [project: string, activity: string, minutes: number][]> = {
  emp: [
    ['WEB', 'Development', 360],
    ['INT', 'Maintenance', 90],
  ],
  e1: [
    ['WEB', 'Development', 240],
    ['CLINIC', 'Development', 210],
  ],
  e2: [['WEB', 'Design', 420]],
  e3: [['WEB', 'Testing', 450]],
  e4: [
    ['CLINIC', 'Development', 300],
    ['INT', 'Support', 150],
  ],
  e5: [['CLINIC', 'Development', 420]],
  mgr: [['INT', 'Support', 60]],
};

export async function seedDemoProjects(tx: Tx, demo: DemoOrganisation) {
  const [settings] = await tx.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  if (!settings) return;
  const idOf = (key: string) => demo.people.find((p) => p.key === key)!.id;
  const thisWeek = weekStartOf(demo.today, settings.workingDays);
  const start = addDays(thisWeek, -7 * (WEEKS + 8));

  const clientIds = new Map(clients.map((c) => [c.code, crypto.randomUUID()]));
  await tx.insert(projectClients).values(clients.map((c) => ({ id: clientIds.get(c.code)!, ...c })));
  const projectIds = new Map(plans.map((p) => [p.code, crypto.randomUUID()]));
  const activityIds = new Map<string, string>();
  await tx.insert(projects).values(
    plans.map((p) => ({
      id: projectIds.get(p.code)!,
      code: p.code,
      name: p.name,
      clientId: p.client ? clientIds.get(p.client)! : null,
      managerId: idOf(p.manager),
      startDate: start,
      endDate: p.budgetHours ? addDays(thisWeek, 7 * 26) : null,
      budgetMinutes: p.budgetHours === null ? null : p.budgetHours * 60,
      billable: p.billable,
    })),
  );
  await tx.insert(projectActivities).values(
    plans.flatMap((p) =>
      p.activities.map((name) => {
        const id = crypto.randomUUID();
        activityIds.set(`${p.code}:${name}`, id);
        return { id, projectId: projectIds.get(p.code)!, name };
      }),
    ),
  );
  await tx
    .insert(projectMembers)
    .values(
      plans.flatMap((p) =>
        p.members.map((m) => ({ projectId: projectIds.get(p.code)!, employeeId: idOf(m) })),
      ),
    );

  // The weeks before this one, approved: time on working days the person was not on approved leave.
  const leave = await tx
    .select({
      employeeId: leaveRequests.employeeId,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(eq(leaveRequests.status, 'approved'));
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(thisWeek, -7 * (WEEKS - i)));
  const sheets = Object.keys(days).flatMap((key) =>
    weeks.map((weekStart) => ({
      id: crypto.randomUUID(),
      key,
      employeeId: idOf(key),
      weekStart,
      status: 'approved' as const,
      submittedAt: new Date(`${addDays(weekStart, 6)}T06:00:00Z`),
      decidedAt: new Date(`${addDays(weekStart, 7)}T06:00:00Z`),
    })),
  );
  await tx.insert(timesheets).values(sheets.map(({ key: _, ...sheet }) => sheet));
  const entries = sheets.flatMap((sheet) => {
    const away = leave.filter((l) => l.employeeId === sheet.employeeId);
    return weekDays(sheet.weekStart)
      .filter((date) => isWorkingDay(date, settings) && !away.some((l) => l.start <= date && date <= l.end))
      .flatMap((date, d) =>
        days[sheet.key]!.map(([project, activity, minutes], i) => ({
          timesheetId: sheet.id,
          projectId: projectIds.get(project)!,
          activityId: activityIds.get(`${project}:${activity}`)!,
          workDate: date,
          // A little less or more on some days, as people's days are.
          minutes: minutes + (i === 0 ? ((d % 3) - 1) * 30 : 0),
          note: i === 0 && d === 0 ? 'Planning the week' : null,
        })),
      );
  });
  // Each week's rows, in the person's usual order, then their cells.
  await tx.insert(timesheetRows).values(
    sheets.flatMap((sheet) =>
      days[sheet.key]!.map(([project, activity], position) => ({
        timesheetId: sheet.id,
        projectId: projectIds.get(project)!,
        activityId: activityIds.get(`${project}:${activity}`)!,
        position,
      })),
    ),
  );
  await tx.insert(timesheetEntries).values(entries);
}
