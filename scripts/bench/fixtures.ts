// Who the benchmark acts as: the seeded active employees with a token each (signed as the server would sign
// them, so the runs measure the calls and not argon2), hr@example.com, and last month.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows } from '../../src/server/db/client.js';
import { createTokens } from '../../src/server/http/auth.js';
import { localDate, monthOf } from '../../src/shared/calendar.js';
import type { Role } from '../../src/shared/enums.js';
import type { Fixtures } from './calls.js';

export async function loadFixtures(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
}): Promise<Fixtures> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 2)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  try {
    const people = await queryRows<{ id: string; email: string; role: Role }>(
      database.db,
      sql`select id, email, role from employees where status = 'active' order by employee_code`,
    );
    const [settings] = await queryRows<{ time_zone: string }>(
      database.db,
      sql`select time_zone from organisation_settings where id = 1`,
    );
    const today = localDate(new Date(), settings!.time_zone);
    // Clocking in runs once per employee and day: a repeated run starts from a day nobody has clocked yet.
    // (with the punches an earlier run's clocking wrote for them).
    await database.db.execute(sql`delete from attendance_punches where attendance_id in
      (select id from attendance_records where work_date = ${today}::date)`);
    await database.db.execute(sql`delete from attendance_records where work_date = ${today}::date`);
    const designations = await queryRows<{ designation: string }>(
      database.db,
      sql`select distinct designation from employees where designation > '' order by 1`,
    );
    const tokens = createTokens(opts.jwtSecret);
    const withTokens = await Promise.all(
      people.map(async (p) => ({ ...p, token: await tokens.sign(p.id, p.role) })),
    );
    const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    first.setUTCDate(0);
    return {
      people: withTokens,
      hr: withTokens.find((p) => p.email === 'hr@example.com')!,
      lastMonth: monthOf(first.toISOString().slice(0, 10)),
      designations: designations.map((d) => d.designation),
    };
  } finally {
    await database.close();
  }
}
