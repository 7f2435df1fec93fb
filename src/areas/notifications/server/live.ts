/**
 * Live unread counts (rules §11): each instance listens on the notifications channel (LISTEN/NOTIFY, so a change
 * made on any instance reaches a browser connected to any other) and tells the streams of that person.
 *
 * A stream ends with its session (decision 002): a revocation on any instance is told on the sessions channel
 * and each instance ends that person's streams whose sessions ended; every `recheckMs` all open streams are
 * checked too, for a revocation nobody told of (a change made in psql, a lost listening connection).
 */
import type { Database } from '../../../server/db/client.js';
import { endedSessions, SESSIONS_CHANNEL, type Session } from '../../../server/http/auth.js';
import { CHANNEL, unreadCount } from './service.js';

type Send = (unread: number) => void;
interface Stream {
  session: Session;
  send: Send;
  end: () => void;
}

export const RECHECK_MS = 30_000;

export function createLiveCounts(database: Database, { recheckMs = RECHECK_MS } = {}) {
  const streams = new Map<string, Set<Stream>>();
  const stops: (() => Promise<void>)[] = [];
  let recheck: NodeJS.Timeout | undefined;

  const tell = async (recipientId: string) => {
    const mine = streams.get(recipientId);
    if (!mine?.size) return;
    const unread = await unreadCount(database.db, recipientId).catch(() => null);
    if (unread !== null) for (const stream of mine) stream.send(unread);
  };

  const endEnded = async (some: Stream[]) => {
    const ended = await endedSessions(
      database.db,
      some.map((stream) => stream.session),
    ).catch(() => null);
    for (const stream of some) if (ended?.has(stream.session.jti)) stream.end();
  };

  return {
    async start() {
      stops.push(await database.listen(CHANNEL, (recipientId) => void tell(recipientId)));
      stops.push(
        await database.listen(
          SESSIONS_CHANNEL,
          (employeeId) => void endEnded([...(streams.get(employeeId) ?? [])]),
        ),
      );
      recheck = setInterval(
        () => void endEnded([...streams.values()].flatMap((mine) => [...mine])),
        recheckMs,
      );
      recheck.unref();
    },
    /** Registers a stream of `session`'s person; `end` closes it when the session ends. Returns its removal. */
    add(session: Session, send: Send, end: () => void) {
      const stream = { session, send, end };
      const mine = streams.get(session.id) ?? new Set();
      mine.add(stream);
      streams.set(session.id, mine);
      return () => {
        mine.delete(stream);
        // Removed twice (ended, then closed), it must not drop a newer set of the same person's streams.
        if (mine.size === 0 && streams.get(session.id) === mine) streams.delete(session.id);
      };
    },
    async close() {
      clearInterval(recheck);
      for (const stop of stops) await stop();
    },
  };
}
export type LiveCounts = ReturnType<typeof createLiveCounts>;
