/**
 * Live unread counts (rules §11): each instance listens on the notifications channel (LISTEN/NOTIFY, so a change
 * made on any instance reaches a browser connected to any other) and tells the streams of that person.
 */
import type { Database } from '../../db/client.js';
import { CHANNEL, unreadCount } from './service.js';

type Send = (unread: number) => void;

export function createLiveCounts(database: Database) {
  const streams = new Map<string, Set<Send>>();
  let stop: (() => Promise<void>) | undefined;

  const tell = async (recipientId: string) => {
    const mine = streams.get(recipientId);
    if (!mine?.size) return;
    const unread = await unreadCount(database.db, recipientId).catch(() => null);
    if (unread !== null) for (const send of mine) send(unread);
  };

  return {
    async start() {
      stop = await database.listen(CHANNEL, (recipientId) => void tell(recipientId));
    },
    /** Registers a stream of `recipientId`; returns its removal. */
    add(recipientId: string, send: Send) {
      const mine = streams.get(recipientId) ?? new Set();
      mine.add(send);
      streams.set(recipientId, mine);
      return () => {
        mine.delete(send);
        if (mine.size === 0) streams.delete(recipientId);
      };
    },
    async close() {
      await stop?.();
    },
  };
}
export type LiveCounts = ReturnType<typeof createLiveCounts>;
