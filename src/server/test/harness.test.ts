/** The harness's promise (decision 004): a test file's database is its own, on PGlite and on PostgreSQL. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { organisationSettings } from '../db/schema.js';
import { onServer, serverUrl } from './databases.js';
import { openTestDatabase, setupHarness } from './harness.js';

const h = setupHarness();

describe("a test file's database", () => {
  it('is its own: settings one file changes are not another’s, which starts from the migrated template', async () => {
    const other = await openTestDatabase();
    try {
      await h.database.db
        .update(organisationSettings)
        .set({ holidays: [{ date: '2031-01-01', name: 'Ours' }] });
      const [theirs] = await other.db.select().from(organisationSettings);
      expect(theirs!.holidays).toEqual([]);
      // Migrated once, for every file: the template's tracking dates (global-setup.ts) are there.
      expect(theirs!.attendanceStartDate).toBe('2000-01-01');
      const [migrations] = await queryRows<{ n: number }>(
        other.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations!.n).toBeGreaterThan(0);
    } finally {
      await other.dispose();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')('is dropped from the server when the file ends', async () => {
    const other = await openTestDatabase();
    const name = new URL(other.url!).pathname.slice(1);
    const exists = () =>
      onServer(
        serverUrl(),
        async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
      );
    expect(await exists()).toBe(1);
    await other.dispose();
    expect(await exists()).toBe(0);
  });
});
