/**
 * An import's job run by two instances at once (a lease that ran out while the first still ran): the plan is
 * made once, every batch is written once, and the counts are exact.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessMapping } from '../../src/areas/import/contract.js';
import { csv, row } from '../../src/areas/import/server/files.fixture.js';
import { runImport } from '../../src/areas/import/server/job.js';
import { readTable } from '../../src/areas/import/server/parse.js';
import { auditLog, employees, imports } from '../../src/server/db/schema.js';
import { addTestListValues } from '../../src/server/test/org-lists.js';
import { twoInstances } from './instances.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('an import run by two instances at once', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    two = await twoInstances(pgUrl!);
    // The department and designation `row` names are the organisation's (issue 40).
    await addTestListValues(two.db);
  });
  afterAll(() => two.close());

  it('writes every row once', async () => {
    const hr = await two.person('hr');
    const u = randomBytes(4).toString('hex');
    const n = 3000;
    const rows = Array.from({ length: n }, (_, i) =>
      row(u, i + 1, { 'Reports to': i < 10 ? '' : `IMP-${u}-${(i % 10) + 1}` }),
    );
    const table = await readTable('race.csv', Buffer.from(csv(rows)));
    const pii = two.apps[0]!.pii;
    const [queued] = await two.db
      .insert(imports)
      .values({
        kind: 'employees',
        fileName: 'race.csv',
        createdBy: hr.row.id,
        headers: table.headers,
        rows: pii.seal(JSON.stringify(table.rows))!,
        rowCount: n,
        mapping: guessMapping('employees', table.headers),
        options: { dateFormat: 'iso', update: false, allOrNothing: false, createMissing: false },
        status: 'queued',
      })
      .returning();
    const run = (i: number) =>
      runImport(
        { db: two.databases[i]!.db, pii: two.apps[i]!.pii, now: () => new Date(), mailsLinks: false },
        queued!.id,
      )
        .then(() => 'finished')
        .catch((error: Error) => error.message);
    // The second starts once the first has made its plan and is writing.
    const first = run(0);
    for (let status = 'queued'; status === 'queued'; await new Promise((r) => setTimeout(r, 5)))
      [{ status }] = (await two.db
        .select({ status: imports.status })
        .from(imports)
        .where(eq(imports.id, queued!.id))) as [{ status: string }];
    const outcomes = await Promise.all([first, run(1)]);
    const [done] = await two.db.select().from(imports).where(eq(imports.id, queued!.id));
    expect(done).toMatchObject({ status: 'done', planned: n, done: n, created: n, updated: 0, failed: 0 });
    const [people] = await two.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(like(employees.employeeCode, `IMP-${u}-%`));
    expect(people!.n).toBe(n);
    const [audits] = await two.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.requestId, `import:${queued!.id}`)));
    expect(audits!.n).toBe(n);
    console.log(`import raced by two instances: ${outcomes.join(', ')}; ${n} people written once`);
  }, 120_000);
});
