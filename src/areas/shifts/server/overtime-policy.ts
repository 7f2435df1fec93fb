/** The organisation's overtime policy row (issue 42, decision 035), read by claims, payroll and hr's card. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.js';
import { overtimePolicy } from '../../../server/db/schema.js';
import type { OvertimePolicy } from '../overtime-rules.js';

type PolicyRow = typeof overtimePolicy.$inferSelect;

/** The policy row; written with the shipped figures (the columns' defaults) if it is somehow missing. */
export async function readOvertimePolicy(db: Db | Tx): Promise<PolicyRow> {
  const [row] = await db.select().from(overtimePolicy).where(eq(overtimePolicy.id, 1));
  if (row) return row;
  const [made] = await db.insert(overtimePolicy).values({ id: 1 }).onConflictDoNothing().returning();
  return made ?? (await db.select().from(overtimePolicy).where(eq(overtimePolicy.id, 1)))[0]!;
}

export const policyRules = (p: PolicyRow): OvertimePolicy => ({
  dailyCapMinutes: p.dailyCapMinutes,
  weeklyCapMinutes: p.weeklyCapMinutes,
  ratePercent: p.ratePercent,
  dayThresholdMinutes: p.dayThresholdMinutes,
  weekThresholdMinutes: p.weekThresholdMinutes,
  restAfterMinutes: p.restAfterMinutes,
  restMinutes: p.restMinutes,
  restDayWork: p.restDayWork,
  preApproval: p.preApproval,
});
