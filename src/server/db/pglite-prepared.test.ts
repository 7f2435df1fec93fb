/**
 * The embedded database's prepared-statement client (decision 020): a query text is prepared once and answers
 * as PGlite's own `query` would (rows, types, errors, transactions), a plan a migration made stale is prepared
 * again, and statements past the cache's size are closed.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient } from './pglite-prepared.js';

let pg: PGlite;
let client: ReturnType<typeof preparedClient>;
const prepared = async () =>
  (
    await pg.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
  ).rows.map((r) => r.statement);

beforeAll(async () => {
  pg = await PGlite.create();
  client = preparedClient(pg, 3);
  await pg.exec(`create table t (id int primary key, at timestamptz, tags text[], doc jsonb, n numeric)`);
});
afterAll(() => pg.close());

describe('the embedded prepared-statement client', () => {
  it('prepares a text once and answers what PGlite answers, parameters and types included', async () => {
    const insert = 'insert into t values ($1, $2, $3, $4, $5)';
    await client.query(insert, [1, new Date('2030-01-02T03:04:05Z'), ['a', 'b'], { k: [1] }, '1.50']);
    await client.query(insert, [2, null, [], null, null]);
    const select = 'select * from t where id = any($1) order by id';
    const mine = await client.query(select, [[1, 2]]);
    const theirs = await pg.query(select, [[1, 2]]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toEqual({
      id: 1,
      at: new Date('2030-01-02T03:04:05Z'),
      tags: ['a', 'b'],
      doc: { k: [1] },
      n: '1.50',
    });
    expect(await prepared()).toEqual([insert, select]);
    const arrays = await client.query('select id from t order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1], [2]]);
    expect((await client.query('update t set n = 2', [])).affectedRows).toBe(2);
  });

  it('keeps the cache to its size, closing the least recently used', async () => {
    for (const n of [1, 2, 3, 1, 4]) await client.query(`select ${n} as n`, []);
    expect(await prepared()).toEqual(['select 1 as n', 'select 3 as n', 'select 4 as n']);
  });

  it('fails as PGlite does, with the constraint named, and a failed transaction writes nothing', async () => {
    const twice = client.query('insert into t (id) values ($1)', [1]);
    await expect(twice).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    await expect(
      client.transaction(async (tx) => {
        const { query } = tx as typeof client;
        await query('insert into t (id) values ($1)', [3]);
        await query('insert into t (id) values ($1)', [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from t', [])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a text again when a migration changed its result columns', async () => {
    const all = 'select * from t where id = $1';
    await client.query(all, [1]);
    await pg.exec('alter table t add column note text');
    const { rows } = await client.query(all, [1]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'at', 'tags', 'doc', 'n', 'note']);
  });
});
