/**
 * The demo organisation seeded into an empty database on first start (rules §1): the three demo sign-ins
 * with password Demo123!, and colleagues in several departments with managers. Later areas extend it.
 */
import { verify } from '@node-rs/argon2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../../areas/account/server/writes.js';
import { installPack } from '../../../areas/holidays/server/writes.js';
import { localDate } from '../../../shared/calendar.js';
import type { PiiCipher } from '../../crypto/pii.js';
import { type Db, queryRows } from '../client.js';
import { employees, jobs, organisationSettings, organisationValues } from '../schema.js';
import { seedDemoApprovals } from './demo-approvals.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoLeave } from './demo-leave.js';
import { demoLabels } from './demo-names.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { seedDemoPerformance } from './demo-performance.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoShifts } from './demo-shifts.js';

export const DEMO_PASSWORD = 'Demo123!';

type Person = [
  key: string,
  first: string,
  last: string,
  gender: 'male' | 'female',
  department: string,
  designation: string,
  position: string,
  salary: number,
  manager: string | null,
  role?: 'hr' | 'manager' | 'employee',
  email?: string,
];

// key, name, department, designation, position, monthly salary (NPR), reports to
const people: Person[] = [
  ['ceo', 'Bikash', 'Thapa', 'male', 'Executive', 'Chief Executive Officer', 'CEO', 450000, null, 'manager'],
  [
    'cto',
    'Pooja',
    'Karki',
    'female',
    'Engineering',
    'Chief Technology Officer',
    'CTO',
    380000,
    'ceo',
    'manager',
  ],
  [
    'hr',
    'Sita',
    'Sharma',
    'female',
    'Human Resources',
    'HR Manager',
    'HR',
    180000,
    'ceo',
    'hr',
    'hr@example.com',
  ],
  [
    'mgr',
    'Rajesh',
    'Shrestha',
    'male',
    'Engineering',
    'Engineering Manager',
    'Manager',
    240000,
    'cto',
    'manager',
    'manager@example.com',
  ],
  [
    'emp',
    'Anita',
    'Gurung',
    'female',
    'Engineering',
    'Software Engineer',
    'Officer',
    120000,
    'mgr',
    'employee',
    'employee@example.com',
  ],
  ['e1', 'Suman', 'Adhikari', 'male', 'Engineering', 'Senior Software Engineer', 'Officer', 165000, 'mgr'],
  ['e2', 'Nisha', 'Rai', 'female', 'Engineering', 'Software Engineer', 'Officer', 115000, 'mgr'],
  ['e3', 'Prakash', 'Magar', 'male', 'Engineering', 'QA Engineer', 'Officer', 98000, 'mgr'],
  ['e4', 'Kabita', 'Tamang', 'female', 'Engineering', 'DevOps Engineer', 'Officer', 140000, 'cto'],
  ['e5', 'Aashish', 'Poudel', 'male', 'Engineering', 'Software Engineering Intern', 'Intern', 30000, 'mgr'],
  ['hr2', 'Rekha', 'Bhandari', 'female', 'Human Resources', 'HR Officer', 'Officer', 85000, 'hr', 'hr'],
  ['hr3', 'Dipesh', 'Khadka', 'male', 'Human Resources', 'Recruiter', 'Officer', 78000, 'hr'],
  ['fin', 'Ramesh', 'Basnet', 'male', 'Finance', 'Finance Manager', 'Manager', 210000, 'ceo', 'manager'],
  ['f1', 'Sunita', 'Koirala', 'female', 'Finance', 'Accountant', 'Officer', 90000, 'fin'],
  ['f2', 'Bishal', 'Dahal', 'male', 'Finance', 'Payroll Officer', 'Officer', 82000, 'fin'],
  ['sal', 'Manisha', 'Lama', 'female', 'Sales', 'Sales Manager', 'Manager', 200000, 'ceo', 'manager'],
  ['s1', 'Roshan', 'Bhattarai', 'male', 'Sales', 'Account Executive', 'Officer', 95000, 'sal'],
  ['s2', 'Pratima', 'Ghimire', 'female', 'Sales', 'Sales Representative', 'Officer', 72000, 'sal'],
  ['s3', 'Sanjay', 'Yadav', 'male', 'Sales', 'Sales Representative', 'Officer', 70000, 'sal'],
  [
    'mkt',
    'Srijana',
    'Pandey',
    'female',
    'Marketing',
    'Marketing Lead',
    'Supervisor',
    170000,
    'ceo',
    'manager',
  ],
  ['m1', 'Kiran', 'Maharjan', 'male', 'Marketing', 'Content Strategist', 'Officer', 88000, 'mkt'],
  ['m2', 'Asmita', 'Shakya', 'female', 'Marketing', 'Graphic Designer', 'Officer', 80000, 'mkt'],
  [
    'ops',
    'Hari',
    'Neupane',
    'male',
    'Operations',
    'Operations Supervisor',
    'Supervisor',
    150000,
    'ceo',
    'manager',
  ],
  ['o1', 'Gita', 'Chaudhary', 'female', 'Operations', 'Office Administrator', 'Officer', 65000, 'ops'],
  ['o2', 'Nabin', 'Joshi', 'male', 'Operations', 'IT Support Technician', 'Officer', 68000, 'ops'],
  ['o3', 'Laxmi', 'Thakuri', 'female', 'Operations', 'Facilities Coordinator', 'Officer', 60000, 'ops'],
];

const emailOf = (p: Person) => p[10] ?? `${p[1]}.${p[2]}@example.com`.toLowerCase();

/** Whether an active demo person still signs in with the published password (start-up decides HOST by it). */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const rows = await db
    .selectDistinct({ hash: employees.passwordHash })
    .from(employees)
    .where(and(eq(employees.status, 'active'), inArray(sql`lower(${employees.email})`, people.map(emailOf))));
  // The seed gives them all one hash: usually one check, however many there are.
  for (const { hash } of rows) if (await verify(hash, DEMO_PASSWORD).catch(() => false)) return true;
  return false;
}

const cities = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara', 'Biratnagar'];
const locations = ['office', 'office', 'hybrid', 'remote'] as const;

/** What area seeders get: the demo people (by key: 'emp', 'mgr', 'hr', …) and today's local date. */
/** The demo's branches: most people in the head office, some in Pokhara. */
const branches = ['Kathmandu head office', 'Pokhara branch'];
/** The demo's banks (issue 41): where people's accounts are, and the bank branch of each. */
const banks = [
  ['Nabil Bank', ['New Road', 'Lakeside, Pokhara']],
  ['Himalayan Bank', ['Thamel', 'Durbar Marg']],
  ['Nepal Investment Mega Bank', ['Putalisadak', 'Chipledhunga, Pokhara']],
] as const;

export interface DemoOrganisation {
  people: { key: string; id: string; managerId: string | null; dateOfJoining: string }[];
  /** The server's clock when seeding (`app.now()`): the demo's dates and times are around it. */
  now: Date;
  today: string;
}

/** Seeds the demo organisation when the database has no employees. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, pii: PiiCipher, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed: the second waits here, then finds employees.
    await tx.execute(sql`select pg_advisory_xact_lock(724311002)`);
    const [existing] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from employees`,
    );
    if (Number(existing?.count) > 0) return false;

    const ids = new Map<string, string>();
    for (const p of people) ids.set(p[0], crypto.randomUUID());
    const rows = people.map((p, i) => {
      const [
        key,
        first,
        last,
        gender,
        department,
        designation,
        position,
        salary,
        manager,
        role = 'employee',
      ] = p;
      const joined = new Date(now);
      joined.setUTCMonth(joined.getUTCMonth() - (8 + ((i * 7) % 40)));
      const n = String(i + 1).padStart(3, '0');
      return {
        id: ids.get(key)!,
        email: emailOf(p),
        passwordHash,
        role,
        firstName: first,
        lastName: last,
        gender,
        dateOfBirth: `${1975 + ((i * 3) % 25)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        contactNumber: `98${String(41000000 + i * 137913).slice(0, 8)}`,
        address: `${cities[i % cities.length]}, Nepal`,
        employeeCode: `EMP-${n}`,
        designation,
        department,
        position,
        dateOfJoining: joined.toISOString().slice(0, 10),
        employmentType: position === 'Intern' ? 'intern' : i % 9 === 8 ? 'contract' : 'full-time',
        workLocation: locations[i % locations.length],
        branch: branches[i % 4 === 3 ? 1 : 0],
        salary,
        bankAccount: pii.seal(`0${String(1234567890123 + i * 7919)}`),
        bank: banks[i % banks.length]![0],
        bankBranch: banks[i % banks.length]![1][i % 4 === 3 ? 1 : 0],
        // Nepal's identity numbers (the demo organisation is on Nepal's country profile): a 9-digit PAN, an SSF
        // number, a citizenship certificate from a district, and no generic tax id or SSN.
        pan: pii.seal(String(600000000 + i * 1013)),
        ssfNumber: pii.seal(String(2200000000 + i * 4567)),
        citizenshipNumber: pii.seal(`27-01-7${i % 10}-${String(10000 + i * 37)}`),
        citizenshipDistrict: pii.seal(['Kathmandu', 'Lalitpur', 'Kaski', 'Morang'][i % 4]),
        healthInsurance: i % 3 === 0 ? 'Family plan' : 'Individual plan',
        emergencyName: `${people[(i + 5) % people.length]![1]} ${last}`,
        emergencyRelationship: ['Spouse', 'Parent', 'Sibling'][i % 3],
        emergencyContactNumber: `97${String(51000000 + i * 98731).slice(0, 8)}`,
        managerId: manager ? ids.get(manager)! : null,
      } satisfies typeof employees.$inferInsert;
    });
    // The organisation's lists (issue 40): the demo's departments, designations and branches are hr's values,
    // beside the positions and employment types every organisation starts with (the migration's).
    const listed = [
      ...new Set(rows.map((r) => `department\n${r.department}`)),
      ...new Set(rows.map((r) => `designation\n${r.designation}`)),
      ...branches.map((b) => `branch\n${b}`),
      ...banks.map(([b]) => `bank\n${b}`),
    ].map((entry) => {
      const [kind, name] = entry.split('\n') as ['department' | 'designation' | 'branch' | 'bank', string];
      return { kind, name, ...demoLabels(name) };
    });
    await tx.insert(organisationValues).values(listed).onConflictDoNothing();
    await tx.insert(employees).values(rows);

    // Nepal's whole profile, as the migration gives every new organisation (issue 40): Sunday–Friday, Bikram
    // Sambat dates and months, the leave and fiscal year from 1 Shrawan, NPR, Kathmandu.
    const [settings] = await tx.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
    const demo: DemoOrganisation = {
      people: rows.map((r, i) => ({
        key: people[i]![0],
        id: r.id,
        managerId: r.managerId,
        dateOfJoining: r.dateOfJoining,
      })),
      now,
      today: localDate(now, settings!.timeZone),
    };
    // Nepal's shipped public holidays (the profile's holiday calendar), confirmed as hr would: the days off the
    // demo's leave and attendance skip.
    await installPack(tx, 'np');
    // Areas add their demo data here, in this order: leave first, then attendance (which skips approved leave days).
    await seedDemoLeave(tx, demo);
    await seedDemoAttendance(tx, demo);
    await seedDemoPerformance(tx, demo);
    await seedDemoApprovals(tx, demo);
    await seedDemoPayroll(tx, demo);
    await seedDemoProjects(tx, demo);
    await seedDemoShifts(tx, demo);
    // The demo's requests are its past: their notices are in the bell, but nobody is e-mailed about them.
    await tx.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'queued'));
    return true;
  });
}
