/**
 * What a person declared to hr for a fiscal year (issue 41, decision 030): life and health insurance premiums paid,
 * approved medical expenses and the class of remote area they live in. The year's tax reads them (within the year's
 * caps); hr sets them from the person's payroll card, audited; setting them again replaces them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, type Tx } from '../../../server/db/client.js';
import { payrollDeclarations } from '../../../server/db/schema.js';
import type { Declared, RemoteArea } from '../../../shared/payroll-run.js';
import { recordAudit } from '../../audit/server/writes.js';
import { type SetDeclarationBody, setDeclarationBody } from '../schemas.js';
import { listStructures } from './structures.js';

export async function setDeclaration(db: Db, by: Actor, body: SetDeclarationBody) {
  const d = setDeclarationBody.parse(body);
  const values = {
    lifePremium: d.life_premium,
    healthPremium: d.health_premium,
    medicalExpenses: d.medical_expenses,
    remoteArea: d.remote_area,
    setBy: by.id,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const where = and(
      eq(payrollDeclarations.employeeId, d.employee_id),
      eq(payrollDeclarations.fiscalYear, d.fiscal_year),
    );
    const [before] = await tx.select().from(payrollDeclarations).where(where).for('update');
    const [after] = await tx
      .insert(payrollDeclarations)
      .values({ employeeId: d.employee_id, fiscalYear: d.fiscal_year, ...values })
      .onConflictDoUpdate({
        target: [payrollDeclarations.employeeId, payrollDeclarations.fiscalYear],
        set: values,
      })
      .returning();
    await recordAudit(tx, by, {
      action: before ? 'update' : 'create',
      entity: 'payroll_declaration',
      entityId: d.employee_id,
      before,
      after,
    });
  });
  return listStructures(db, d.employee_id);
}

/** Everyone's declarations of a fiscal year, for a run's calculation. */
export async function declarationsOf(tx: Tx, fiscalYear: number): Promise<Map<string, Declared>> {
  const rows = await queryRows<{
    employee_id: string;
    life_premium: string;
    health_premium: string;
    medical_expenses: string;
    remote_area: RemoteArea | null;
  }>(
    tx,
    sql`select employee_id, life_premium::text, health_premium::text, medical_expenses::text, remote_area
        from payroll_declarations where fiscal_year = ${fiscalYear}`,
  );
  return new Map(
    rows.map((r) => [
      r.employee_id,
      {
        lifePremium: Number(r.life_premium),
        healthPremium: Number(r.health_premium),
        medicalExpenses: Number(r.medical_expenses),
        remoteArea: r.remote_area,
      },
    ]),
  );
}
