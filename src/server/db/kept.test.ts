/** What a process keeps by revision (`kept.ts`): read again when the revision moves, bounded, never a failure. */
import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { keptByRevision, keptNewest, revisionKey } from './kept.js';

const db = {} as Db;

describe('keptByRevision', () => {
  it('reads once per revision, shares a read under way, and reads again when the revision moves', async () => {
    const kept = keptByRevision<number>(10);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([kept(db, 'k', '1', read), kept(db, 'k', '1', read)])).toEqual([1, 1]);
    expect(await kept(db, 'k', '2', read)).toBe(2);
    expect(await kept(db, 'k', '2', read)).toBe(2);
  });

  it('runs a read once however many calls it serves, even one that runs each time it is awaited (a query)', async () => {
    const kept = keptByRevision<number>(10);
    let runs = 0;
    // As a Drizzle query does: each `then` runs the SQL again.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that runs at every await is what is tested
    const query = { then: (done: (v: number) => void) => done(++runs) } as unknown as Promise<number>;
    for (let i = 0; i < 3; i++) expect(await kept(db, 'q', '1', () => query)).toBe(1);
    const newest = keptNewest(
      (_db) => query,
      () => 1,
    );
    for (let i = 0; i < 3; i++) expect(await newest.get(db)).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps at most its limit, dropping the oldest read', async () => {
    const kept = keptByRevision<string>(2);
    let reads = 0;
    const read = (v: string) => async () => {
      reads++;
      return v;
    };
    await kept(db, 'a', '1', read('a'));
    await kept(db, 'b', '1', read('b'));
    await kept(db, 'c', '1', read('c'));
    expect(reads).toBe(3);
    await kept(db, 'c', '1', read('c'));
    await kept(db, 'a', '1', read('a'));
    expect(reads).toBe(4);
  });

  it('does not keep a failed read, nor a value without a revision', async () => {
    const kept = keptByRevision<number>(10);
    await expect(kept(db, 'k', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept(db, 'k', '1', async () => 7)).toBe(7);
    let reads = 0;
    await kept(db, 'n', undefined, async () => ++reads);
    await kept(db, 'n', undefined, async () => ++reads);
    expect(reads).toBe(2);
  });

  it('names no revision when one is missing', () => {
    expect(revisionKey({ leave: 3, people: 9 }, ['leave', 'people'], 4, '2094-01-01')).toBe(
      '3 9 4 2094-01-01',
    );
    expect(revisionKey({ leave: 3 }, ['leave', 'people'])).toBeUndefined();
  });
});

describe('keptNewest', () => {
  it('serves one read until a newer revision is seen, then reads again once for every caller', async () => {
    let revision = 1;
    let reads = 0;
    const kept = keptNewest(
      async () => {
        reads++;
        return { revision };
      },
      (v) => v.revision,
    );
    expect(await Promise.all([kept.get(db), kept.get(db)])).toEqual([{ revision: 1 }, { revision: 1 }]);
    await kept.sync(db, 1);
    expect(reads).toBe(1);
    revision = 3;
    await Promise.all([kept.sync(db, 2), kept.sync(db, 3)]);
    expect(await kept.get(db)).toEqual({ revision: 3 });
    expect(reads).toBe(2);
    // An older revision seen late never takes the copy back.
    await kept.sync(db, 2);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const kept = keptNewest(
      async () => {
        if (fail) throw new Error('down');
        return { revision: 1 };
      },
      (v) => v.revision,
    );
    await expect(kept.get(db)).rejects.toThrow('down');
    fail = false;
    expect(await kept.get(db)).toEqual({ revision: 1 });
  });
});
