// `tsx scripts/bench/devices.ts` (PostgreSQL at BENCH_DATABASE_URL, a scratch database: it is written to; else
// PGlite in memory): issue 42's figure, a device batch of 10,000 punches stored in under 10 s. Registers a device
// and 500 people, starts the server on a port, and times one ATTLOG upload of 10,000 lines (500 people × 10 days ×
// 2 punches) over HTTP, then the same upload again (every line a duplicate).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { openPglite, openPostgres, queryRows } from '../../src/server/db/client.js';
import { attendanceDevices, employees } from '../../src/server/db/schema.js';

const url = process.env.BENCH_DATABASE_URL;
const database = url ? openPostgres(url, 4) : await openPglite(undefined);
await database.migrate();
const app = await buildApp({
  database,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
  dataKey: Buffer.alloc(32, 7),
  now: () => new Date('2030-01-15T12:00:00Z'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const run = Date.now().toString(36);
const serial = `BENCH${run}`;
await database.db.insert(attendanceDevices).values({ serial, name: serial, timeZone: 'Asia/Kathmandu' });
const codes = Array.from({ length: 500 }, (_, i) => `B${run}${i}`);
await database.db.insert(employees).values(
  codes.map((code) => ({
    email: `${code}@bench.example`,
    passwordHash: 'x',
    firstName: 'Bench',
    lastName: code,
    employeeCode: code,
    designation: 'Operator',
    department: 'Floor',
    dateOfJoining: '2029-01-01',
    salary: 1,
  })),
);
const lines: string[] = [];
for (let day = 1; day <= 10; day++)
  for (const code of codes) {
    const date = `2030-01-${String(day).padStart(2, '0')}`;
    lines.push(
      `${code}\t${date} 08:5${day % 10}:00\t255\t1\t0\t0`,
      `${code}\t${date} 17:3${day % 10}:00\t255\t1\t0\t0`,
    );
  }
const body = `${lines.join('\n')}\n`;

async function upload(label: string) {
  const started = performance.now();
  const res = await fetch(`${base}/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, { method: 'POST', body });
  const text = await res.text();
  const ms = performance.now() - started;
  console.log(
    `${label}: ${res.status} ${text} in ${(ms / 1000).toFixed(2)} s (${Math.round(body.length / 1024)} KB)`,
  );
}
await upload(`${url ? 'postgres' : 'pglite'}: 10,000 punches`);
await upload('the same 10,000 again');
const [row] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from attendance_records r join employees e on e.id = r.employee_id
    where e.employee_code like ${`B${run}%`}`,
);
console.log(`days written: ${row?.n}`);
await app.close();
await database.close();
