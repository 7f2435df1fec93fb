/**
 * Changing employees: create, update, terminate. Uniqueness is checked first for a clean message and again by
 * the database's unique indexes (http/errors.ts names them), so two instances racing still give one employee.
 * Personal numbers are sealed before they are stored; each change is audited in its own transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import { type Db, queryRows } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { announceSessionsEnded } from '../../../server/http/auth.js';
import { refuse, refuseAll, registerUniqueRules, uniqueConflict } from '../../../server/http/errors.js';
import { identityRuleOf } from '../../../shared/country-profiles.js';
import { hashPassword } from '../../account/server/writes.js';
import { endDelegationsOf } from '../../approvals/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { cancelPendingLeaveOf } from '../../leave/server/writes.js';
import type { OrgKind } from '../../organisation/contract.js';
import { checkOrgValues } from '../../organisation/server/reads.js';
import { followSalary } from '../../payroll/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { identityRequired, missingIdentity } from '../contract.js';
import { type CreateEmployeeBody, type UpdateEmployeeBody, underWorkingAge } from '../schemas.js';
import { orgToday } from './reads.js';

type Insert = typeof employees.$inferInsert;
type Fields = CreateEmployeeBody | UpdateEmployeeBody;

/** The columns every create and update writes (personal numbers only when given). */
export function columns(body: Fields, pii: PiiCipher): Partial<Insert> {
  const e = body.employmentDetails;
  const p = body.payrollInfo;
  const out: Partial<Insert> = {
    email: body.email,
    firstName: body.firstName,
    middleName: body.middleName ?? null,
    lastName: body.lastName,
    dateOfBirth: body.dateofBirth ?? null,
    gender: body.gender ?? null,
    contactNumber: body.contactNumber,
    address: body.address,
    employeeCode: e.employeeId,
    designation: e.designation,
    department: e.department,
    employmentType: e.employmentType ?? null,
    position: e.position ?? null,
    workLocation: e.workLocation ?? null,
    salary: p.salary,
    healthInsurance: p.healthInsurance ?? null,
    emergencyName: body.emergencyContact.name,
    emergencyRelationship: body.emergencyContact.relationship,
    emergencyContactNumber: body.emergencyContact.contactNumber,
  };
  if (e.dateOfJoining) out.dateOfJoining = e.dateOfJoining;
  if (e.branch !== undefined) out.branch = e.branch || null;
  if (e.festival !== undefined) out.festival = e.festival || null;
  if (p.bank !== undefined) out.bank = p.bank || null;
  if (p.bankBranch !== undefined) out.bankBranch = p.bankBranch || null;
  if (body.role) out.role = body.role;
  if (body.managerId !== undefined) out.managerId = body.managerId;
  if (p.ssn) out.ssn = pii.seal(p.ssn);
  if (p.bankAccount) out.bankAccount = pii.seal(p.bankAccount);
  if (p.taxId) out.taxId = pii.seal(p.taxId);
  if (p.pan) out.pan = pii.seal(p.pan);
  if (p.ssfNumber) out.ssfNumber = pii.seal(p.ssfNumber);
  if (p.citizenshipNumber) out.citizenshipNumber = pii.seal(p.citizenshipNumber);
  if (p.citizenshipDistrict) out.citizenshipDistrict = pii.seal(p.citizenshipDistrict);
  if (p.nin) out.nin = pii.seal(p.nin);
  return out;
}

/** The list fields of a form (issue 40): each must name an active value of its list. */
const chosenValues = (body: Fields) => ({
  department: body.employmentDetails.department,
  designation: body.employmentDetails.designation,
  position: body.employmentDetails.position,
  branch: body.employmentDetails.branch || undefined,
  employment_type: body.employmentDetails.employmentType,
  festival: body.employmentDetails.festival || undefined,
  bank: body.payrollInfo.bank || undefined,
});
/** What a person has now: a retired value they have may stay. */
const chosenOf = (e: typeof employees.$inferSelect) => ({
  department: e.department,
  designation: e.designation,
  position: e.position,
  branch: e.branch,
  employment_type: e.employmentType,
  festival: e.festival,
  bank: e.bank,
});
/** The values as their lists spell them, over what the form typed. */
const listedColumns = (v: Partial<Record<OrgKind, string>>): Partial<Insert> => ({
  ...(v.department && { department: v.department }),
  ...(v.designation && { designation: v.designation }),
  ...(v.position && { position: v.position }),
  ...(v.branch && { branch: v.branch }),
  ...(v.employment_type && { employmentType: v.employment_type }),
  ...(v.festival && { festival: v.festival }),
  ...(v.bank && { bank: v.bank }),
});

registerUniqueRules({
  employees_email_key: { code: 'email_taken', field: 'email' },
  employees_employee_code_key: { code: 'employee_id_taken', field: 'employmentDetails.employeeId' },
});

/** 409 naming which of e-mail and employee ID is taken (by someone other than `exceptId`). */
async function assertUnique(db: Db, email: string, code: string, exceptId?: string) {
  const others = exceptId ? ne(employees.id, exceptId) : undefined;
  const [byEmail] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(sql`lower(${employees.email}) = ${email.toLowerCase()}`, others));
  if (byEmail) throw uniqueConflict('employees_email_key');
  const [byCode] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(sql`lower(${employees.employeeCode}) = ${code.toLowerCase()}`, others));
  if (byCode) throw uniqueConflict('employees_employee_code_key');
}

/** The chosen manager exists, is active, and does not (indirectly) report to `selfId`. */
async function assertManager(db: Db, managerId: string, selfId: string | null) {
  if (managerId === selfId) throw refuse(400, 'own_manager', { field: 'managerId' });
  const [manager] = await db
    .select({ status: employees.status })
    .from(employees)
    .where(eq(employees.id, managerId));
  if (manager?.status !== 'active') throw refuse(400, 'manager_missing', { field: 'managerId' });
  if (!selfId) return;
  const [loop] = await queryRows<{ found: boolean }>(
    db,
    sql`with recursive chain(id, manager_id, depth) as (
        select id, manager_id, 0 from employees where id = ${managerId}
        union all
        select e.id, e.manager_id, c.depth + 1 from employees e join chain c on e.id = c.manager_id
        where c.depth < 200)
      select exists (select 1 from chain where id = ${selfId}) as found`,
  );
  if (loop?.found) throw refuse(400, 'manager_loop', { field: 'managerId' });
}

/** 400 naming every identity field the organisation requires that the change leaves without a number. */
async function assertRequiredIdentity(
  db: Db,
  given: Fields['payrollInfo'],
  stored?: typeof employees.$inferSelect,
) {
  const missing = missingIdentity(identityRuleOf(await getSettings(db)), given, stored);
  const [first, ...rest] = missing.map((f) => ({ refusal: identityRequired(f), field: `payrollInfo.${f}` }));
  if (first) throw refuseAll([first, ...rest]);
}

export async function createEmployee(
  db: Db,
  by: Actor,
  pii: PiiCipher,
  body: CreateEmployeeBody,
  today: string,
) {
  if (underWorkingAge(body.dateofBirth, body.employmentDetails.dateOfJoining ?? today))
    throw refuse(400, 'birth_under_age', { field: 'dateofBirth' });
  await assertRequiredIdentity(db, body.payrollInfo);
  await assertUnique(db, body.email, body.employmentDetails.employeeId);
  if (body.managerId) await assertManager(db, body.managerId, null);
  const listed = listedColumns(await checkOrgValues(db, chosenValues(body)));
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employees)
      .values({
        dateOfJoining: today,
        ...(columns(body, pii) as Insert),
        ...listed,
        passwordHash,
      })
      .returning();
    await recordAudit(tx, by, { action: 'create', entity: 'employee', entityId: row!.id, after: row });
    // Payroll's first salary structure: the salary as basic, from the joining day (rules §16).
    await followSalary(tx, by, row!.id, row!.salary, row!.dateOfJoining);
    return row!;
  });
}

export async function updateEmployee(db: Db, by: Actor, pii: PiiCipher, body: UpdateEmployeeBody, now: Date) {
  const id = body.employee_id;
  const [before] = await db.select().from(employees).where(eq(employees.id, id));
  if (!before) throw refuse(404, 'employee_not_found');
  // role-value: a rule about roles, not about who may act: nobody changes their own.
  if (id === by.id && body.role && body.role !== before.role) throw refuse(400, 'own_role');
  if (underWorkingAge(body.dateofBirth, body.employmentDetails.dateOfJoining ?? before.dateOfJoining))
    throw refuse(400, 'birth_under_age', { field: 'dateofBirth' });
  await assertRequiredIdentity(db, body.payrollInfo, before);
  await assertUnique(db, body.email, body.employmentDetails.employeeId, id);
  if (body.managerId) await assertManager(db, body.managerId, id);
  const listed = listedColumns(await checkOrgValues(db, chosenValues(body), chosenOf(before)));
  const set: Partial<Insert> = { ...columns(body, pii), ...listed, updatedAt: now };
  if (body.password) {
    set.passwordHash = await hashPassword(body.password);
    // A password set by hr ends the employee's open sessions, as a password change does.
    set.sessionsValidAfter = now;
  }
  const today = before.salary === body.payrollInfo?.salary ? null : await orgToday(db, now);
  return db.transaction(async (tx) => {
    const [after] = await tx.update(employees).set(set).where(eq(employees.id, id)).returning();
    if (!after) throw refuse(404, 'employee_not_found');
    // A new salary is payroll's basic from today (rules §16).
    if (today && after.salary !== before.salary) await followSalary(tx, by, id, after.salary, today);
    if (body.password) await announceSessionsEnded(tx, id);
    await recordAudit(tx, by, {
      action: 'update',
      entity: 'employee',
      entityId: id,
      before,
      after: { ...after, passwordChanged: Boolean(body.password) },
    });
    return after;
  });
}

/**
 * Terminate: status Terminated with the date, and every session ended (http/auth.ts refuses any token of a
 * terminated employee; `sessions_valid_after` keeps old tokens dead even if the employee is ever rehired).
 * Attendance, leave and documents stay as history. In the same transaction, their pending leave requests are
 * cancelled (nobody is left to take them), and their direct reports move to the terminated employee's own
 * manager (or to none, and then hr decides their leave), so no request waits on someone who is gone; the
 * stand-ins they named or were named for end (kept as history). The conditional update makes a second terminate
 * a 409.
 */
export async function terminateEmployee(db: Db, by: Actor, id: string, now: Date) {
  if (id === by.id) throw refuse(403, 'terminate_self');
  const today = await orgToday(db, now);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(employees)
      .set({ status: 'terminated', terminatedAt: now, sessionsValidAfter: now, updatedAt: now })
      .where(and(eq(employees.id, id), eq(employees.status, 'active')))
      .returning();
    if (!after) {
      const [exists] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
      throw exists ? refuse(409, 'already_terminated') : refuse(404, 'employee_not_found');
    }
    await announceSessionsEnded(tx, id);
    await cancelPendingLeaveOf(tx, by, id, now);
    await endDelegationsOf(tx, by, id, now, today);
    const moved = await tx
      .update(employees)
      .set({ managerId: after.managerId, updatedAt: now })
      .where(eq(employees.managerId, id))
      .returning({ id: employees.id });
    await recordAudit(tx, by, [
      {
        action: 'terminate',
        entity: 'employee',
        entityId: id,
        before: { status: 'active' },
        after: { status: 'terminated', terminatedAt: now },
      },
      ...moved.map((report) => ({
        action: 'update',
        entity: 'employee',
        entityId: report.id,
        before: { managerId: id },
        after: { managerId: after.managerId },
      })),
    ]);
    return after;
  });
}
