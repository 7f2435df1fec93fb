/**
 * Sign-in throttling per account and per address. Counts live in the database so every instance shares them;
 * the increment is one atomic upsert, so racing attempts cannot slip past the limit.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { AppError } from '../../http/errors.js';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = { account: 5, address: 20 } as const;

async function bump(db: Db, key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; retry: number }>(
    db,
    sql`
    insert into login_attempts (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when login_attempts.window_start < now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then 1 else login_attempts.count + 1 end,
      window_start = case when login_attempts.window_start < now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then now() else login_attempts.window_start end
    returning count, ceil(extract(epoch from window_start + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now()))::int as retry`,
  );
  return { count: Number(row!.count), retryAfterSeconds: Math.max(1, Number(row!.retry)) };
}

/** Counts an attempt; throws 429 when the account or the address has used up its window. */
export async function countAttempt(db: Db, email: string, address: string): Promise<void> {
  const [account, ip] = await Promise.all([bump(db, `account:${email}`), bump(db, `address:${address}`)]);
  const over = [
    account.count > LOGIN_LIMITS.account ? account.retryAfterSeconds : 0,
    ip.count > LOGIN_LIMITS.address ? ip.retryAfterSeconds : 0,
  ];
  const wait = Math.max(...over);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new AppError(
      429,
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(wait) } },
    );
  }
}

/** A successful sign-in clears the account's count and takes its attempt back from the address. */
export async function forgiveAttempt(db: Db, email: string, address: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${`account:${email}`}`);
  await db.execute(
    sql`update login_attempts set count = greatest(count - 1, 0) where key = ${`address:${address}`}`,
  );
}
