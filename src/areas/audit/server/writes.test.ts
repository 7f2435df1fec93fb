import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.js';
import { createEmployee, setupHarness } from '../../../server/test/harness.js';
import { recordAudit } from './writes.js';

const h = setupHarness();

describe('recordAudit', () => {
  it('keeps before and after but never the secrets', async () => {
    const person = await createEmployee(h);
    await recordAudit(h.database.db, null, {
      action: 'update',
      entity: 'employee',
      entityId: person.id,
      before: { firstName: 'A', ssn: 'SSF-1', payrollInfo: { bankAccount: '123', salary: 5 } },
      after: { firstName: 'B', passwordHash: '$argon2id$…', ssn: '' },
    });
    const [row] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(row).toMatchObject({
      action: 'update',
      entity: 'employee',
      before: { firstName: 'A', ssn: '[secret]', payrollInfo: { bankAccount: '[secret]', salary: 5 } },
      after: { firstName: 'B', passwordHash: '[secret]', ssn: '' },
    });
    expect(JSON.stringify(row)).not.toMatch(/SSF-1|123"|argon2/);
  });

  it('is written or rolled back with the change it describes', async () => {
    const person = await createEmployee(h);
    await expect(
      h.database.db.transaction(async (tx) => {
        await recordAudit(tx, null, {
          action: 'update',
          entity: 'employee',
          entityId: `${person.id}-rollback`,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${person.id}-rollback`));
    expect(rows).toEqual([]);
  });
});
