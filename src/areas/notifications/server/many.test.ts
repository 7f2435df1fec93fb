import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema.js';
import { createEmployee, setupHarness } from '../../../server/test/harness.js';
import { notify } from './service.js';

const h = setupHarness();

describe('many notices at once', () => {
  it('writes more than one statement can carry (a reminder to every approver of every waiting request)', async () => {
    const person = await createEmployee(h);
    // 14,000 notices of five parameters each: more than the 65,535 one statement may bind.
    const notices = Array.from({ length: 14_000 }, (_, i) => ({
      recipientId: person.id,
      type: 'request_reminder' as const,
      link: '/approval',
      dedupeKey: `many:${person.id}:${i}`,
    }));
    const written = await h.database.db.transaction((tx) => notify(tx, notices));
    expect(written).toBe(14_000);
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.recipientId, person.id));
    expect(count!.n).toBe(14_000);
  }, 60_000);
});
