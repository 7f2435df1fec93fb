/**
 * Sign-in throttling that slows guessing without locking a real person out (decision 023). Counts live in the
 * database (`login_attempts`, a row per key) so every instance shares them:
 * - an account from one address (`pair:`): five attempts, then a wait after each further one, from 30 seconds
 *   doubling up to 15 minutes; counted before the password is checked, in one atomic upsert, so attempts racing
 *   in parallel cannot slip past it; a sign-in clears it, a day without attempts forgets it;
 * - an address across accounts (`address:`): attempts per 15 minutes (one password sprayed over many);
 * - an account across addresses (`account:`): attempts per 15 minutes, far more than five, and never applied to
 *   an address the account signed in from in the last 30 days (`known:`), so guesses from many addresses cannot
 *   keep its owner out where they usually sign in.
 * Both are taken when an attempt is admitted, so attempts sent in parallel cannot all pass before any has
 * failed, and a sign-in gives its attempt back: successful sign-ins never count against an address.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.js';
import { refuse } from '../../../server/http/errors.js';

export const LOGIN_WINDOW_MINUTES = 15;
/** Failures per window before an address, or an account from an address it has not signed in from, waits. */
export const LOGIN_LIMITS = { address: 50, account: 50 } as const;
/** An account from one address: attempts before the back-off, its first wait and its longest (seconds). */
export const LOGIN_BACKOFF = { free: 5, firstWait: 30, longestWait: 15 * 60 } as const;
const KNOWN_DAYS = 30;

const keys = (email: string, address: string) => ({
  pair: `pair:${email} ${address}`,
  address: `address:${address}`,
  account: `account:${email}`,
  known: `known:${email} ${address}`,
});

function refuseAttempt(waitSeconds: number): never {
  const minutes = Math.ceil(waitSeconds / 60);
  const headers = { 'retry-after': String(waitSeconds) };
  throw minutes === 1
    ? refuse(429, 'sign_in_rate_limited_one', { headers })
    : refuse(429, 'sign_in_rate_limited', { minutes }, { headers });
}

/**
 * Admits a sign-in attempt before its password is checked, or throws 429 saying how long to wait. The address's
 * and the account's counts are taken as the attempt is admitted, in one atomic upsert, so attempts sent in
 * parallel cannot all slip in before any has failed; a sign-in gives them back (`countSuccess`). Then the account
 * from this address, whose attempt is counted as it is admitted too.
 */
export async function admitAttempt(db: Db, email: string, address: string): Promise<void> {
  const key = keys(email, address);
  const window = LOGIN_WINDOW_MINUTES * 60;
  const stale = sql`a.window_start < now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  const rows = await queryRows<{ key: string; count: number; age: number }>(
    db,
    sql`with known as (select window_start from login_attempts where key = ${key.known})
      insert into login_attempts as a (key, count, window_start) values (${key.address}, 1, now()), (${key.account}, 1, now())
      on conflict (key) do update set
        count = case when ${stale} then 1 else a.count + 1 end,
        window_start = case when ${stale} then now() else a.window_start end
      returning a.key, a.count, extract(epoch from now() - a.window_start)::float8 as age,
        (select extract(epoch from now() - window_start)::float8 from known) as known_age`,
  );
  const row = (name: string) => rows.find((r) => r.key === name);
  const over = (found: { count: number; age: number } | undefined, limit: number) =>
    found && Number(found.count) > limit && found.age < window ? Math.ceil(window - found.age) : 0;
  const knownAge = (rows[0] as { known_age?: number | null } | undefined)?.known_age;
  const known = knownAge !== null && knownAge !== undefined && knownAge < KNOWN_DAYS * 86_400;
  const wait = Math.max(
    over(row(key.address), LOGIN_LIMITS.address),
    known ? 0 : over(row(key.account), LOGIN_LIMITS.account),
  );
  if (wait > 0) refuseAttempt(wait);

  // The pair's wait runs from its last counted attempt; an attempt refused is not counted and moves nothing.
  const { free, firstWait, longestWait } = LOGIN_BACKOFF;
  // The exponent stops at 20 (the wait is at its longest well before) so a count kept up for weeks cannot overflow.
  const pairWait = sql`make_interval(secs => least(${firstWait} * power(2, least(a.count - ${free}, 20)), ${longestWait}))`;
  const waiting = sql`(a.count >= ${free} and a.window_start + ${pairWait} > now())`;
  // An attempt while the pair waits updates nothing and returns no row (a timestamp comparison cannot tell:
  // the embedded database's clock has millisecond steps, so two statements can share a now()).
  const counted = await queryRows<{ count: number }>(
    db,
    sql`insert into login_attempts as a (key, count, window_start) values (${key.pair}, 1, now())
      on conflict (key) do update set
        count = case when a.window_start < now() - interval '1 day' then 1 else a.count + 1 end,
        window_start = now()
        where not ${waiting}
      returning a.count`,
  );
  if (counted.length > 0) return;
  const [pair] = await queryRows<{ wait: number }>(
    db,
    sql`select ceil(extract(epoch from a.window_start + ${pairWait} - now()))::int as wait
      from login_attempts a where a.key = ${key.pair}`,
  );
  refuseAttempt(Math.max(1, Number(pair?.wait ?? 1)));
}

/**
 * A sign-in gives back its attempt to the address and the account (successes never count against them), clears
 * the account's attempts from this address and makes the address known for the account.
 */
export async function countSuccess(db: Db, email: string, address: string): Promise<void> {
  const key = keys(email, address);
  await db.execute(
    sql`with cleared as (delete from login_attempts where key = ${key.pair}),
      given_back as (update login_attempts set count = greatest(count - 1, 0)
        where key in (${key.address}, ${key.account}))
      insert into login_attempts (key, count, window_start) values (${key.known}, 0, now())
      on conflict (key) do update set window_start = now()`,
  );
}
