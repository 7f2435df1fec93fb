/** The day hr's attendance tests look at: a department of six on Friday 18 January 2030, seen three days later. */
import { attendanceRecords, attendanceSubmissions, leaveRequests } from '../../../server/db/schema.js';
import { actorOf, createEmployee, type Harness, unique } from '../../../server/test/harness.js';

/** The tests' clock: Monday 21 January 2030, 10:00 in Kathmandu. */
export const clock = new Date('2030-01-21T04:15:00Z');
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:45`);

/** A department of six on Friday 18 January 2030 (plus two who must not show). */
export async function team(h: Harness) {
  const department = `Dept ${unique()}`;
  const hr = await actorOf(h, 'hr', { dateOfJoining: '2029-01-07', department: 'People' });
  const person = (firstName: string, more: object = {}) =>
    createEmployee(h, { firstName, department, dateOfJoining: '2029-06-03', ...more });
  const alice = await person('Alice', { designation: '=Lead' });
  const bob = await person('Bob');
  const carol = await person('Carol');
  const dave = await person('Dave');
  const grace = await person('Grace');
  await person('Erin', { dateOfJoining: '2030-01-19' }); // joined after the day
  await person('Frank', { status: 'terminated', terminatedAt: new Date('2030-01-10T00:00:00Z') });
  // Left after the day: their day is history and stays in the view.
  const heidi = await person('Heidi', {
    status: 'terminated',
    terminatedAt: new Date('2030-01-20T06:00:00Z'),
  });
  const db = h.database.db;
  await db.insert(attendanceRecords).values([
    {
      employeeId: alice.id,
      workDate: '2030-01-18',
      status: 'Present',
      checkInAt: at('2030-01-18', '08:55'),
      checkOutAt: at('2030-01-18', '17:30'),
    },
    { employeeId: bob.id, workDate: '2030-01-18', status: 'Late', checkInAt: at('2030-01-18', '09:30') },
    {
      employeeId: heidi.id,
      workDate: '2030-01-18',
      status: 'Present',
      checkInAt: at('2030-01-18', '08:50'),
      checkOutAt: at('2030-01-18', '17:00'),
    },
  ]);
  await db.insert(leaveRequests).values({
    employeeId: dave.id,
    leaveType: 'Annual',
    reason: 'Wedding',
    startDate: '2030-01-17',
    endDate: '2030-01-22',
    status: 'approved',
    decidedBy: hr.employee.id,
    decidedAt: new Date('2030-01-10T00:00:00Z'),
  });
  await db.insert(attendanceSubmissions).values({ employeeId: grace.id, month: '2030-01' });
  return { department, hr, alice, bob, carol, dave, grace };
}
