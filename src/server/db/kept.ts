/**
 * What a process keeps in memory of the database (decision 019): values read once and served again while the
 * revisions they were read at stand. A revision is a row of `list_revisions` that a trigger moves in the
 * transaction of every write to what the value reads, so a kept value is never older than the revision it is
 * served under: the revision is read first (the auth query reads them all, `request.revisions`), the value after,
 * and a change committed in between is in the value or moves the revision again.
 */
import type { Db } from './client.js';

/**
 * A read as a promise that runs it once: a Drizzle query is a thenable that runs its SQL again each time it is
 * awaited, so a kept query (rather than its result) was read from the database by every call it served.
 */
const settledOnce = <T>(read: PromiseLike<T>): Promise<T> => Promise.resolve(read);

/** The revisions of `list_revisions`, by name. */
export type Revisions = Readonly<Record<string, number>>;

/**
 * The named revisions (and any other part that changes the value, such as the settings' revision or the day) as
 * one string; undefined when a named revision is missing (a database emptied by hand, or no revisions read): then
 * nothing says when the value changes, and it is not kept.
 */
export function revisionKey(revisions: Revisions | null, names: string[], ...parts: (string | number)[]) {
  const found = names.map((n) => revisions?.[n]);
  if (found.some((r) => r === undefined)) return undefined;
  return [...found, ...parts].join(' ');
}

/**
 * A store of values by key, each kept with the revision it was read at, per database (a process may serve several
 * in tests), at most `limit` keys (the newest read are kept). Calls that miss while a value is read share the one
 * read; a failed read is not kept, so the next call tries again.
 */
export function keptByRevision<T>(limit: number) {
  const stores = new WeakMap<Db, Map<string, { revision: string; value: Promise<T> }>>();
  return (db: Db, key: string, revision: string | undefined, read: () => Promise<T>): Promise<T> => {
    if (revision === undefined) return read();
    let kept = stores.get(db);
    if (!kept) {
      kept = new Map();
      stores.set(db, kept);
    }
    const hit = kept.get(key);
    if (hit?.revision === revision) return hit.value;
    const value = settledOnce(read());
    const store = kept;
    // A key read again moves to the end; past the limit the oldest read goes.
    store.delete(key);
    store.set(key, { revision, value });
    if (store.size > limit) store.delete(store.keys().next().value!);
    value.catch(() => store.get(key)?.value === value && store.delete(key));
    return value;
  };
}

/**
 * One value per database, kept until a newer revision of it is seen: `get` serves the kept value (reading it the
 * first time), `sync(db, revision)` reads it again when the kept one is older than `revision` (revisions only
 * grow; `revisionOf` tells a value's). Calls share a read under way; a failed read is not kept.
 */
export function keptNewest<T>(read: (db: Db) => Promise<T>, revisionOf: (value: T) => number) {
  interface Entry {
    value: Promise<T>;
    /** Set once read. */
    read?: T;
  }
  const kept = new WeakMap<Db, Entry>();
  const load = (db: Db): Entry => {
    const entry: Entry = { value: settledOnce(read(db)) };
    kept.set(db, entry);
    entry.value.then(
      (value) => {
        entry.read = value;
      },
      () => kept.get(db) === entry && kept.delete(db),
    );
    return entry;
  };
  return {
    get: (db: Db): Promise<T> => (kept.get(db) ?? load(db)).value,
    async sync(db: Db, revision: number) {
      for (;;) {
        const entry = kept.get(db) ?? load(db);
        const value = entry.read ?? (await entry.value);
        if (revisionOf(value) >= revision) return;
        if (kept.get(db) === entry) load(db);
      }
    },
  };
}
