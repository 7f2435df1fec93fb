/** Who may read a document's file (rules §6, §10): the rule the download call is authorised by. */
import type { Db } from '../../../server/db/client.js';
import type { RecordPolicy } from '../../../server/http/area.js';
import { actor, authorizeFound } from '../../../server/http/auth.js';
import { attachedFor } from '../../approvals/server/reads.js';
import type { findDocument } from './service.js';

export type FoundDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/**
 * A colleague's photo is for anyone signed in (the team directory); an approver of a request reads what it was
 * asked with; else hr and the owner (a missing document is a 404 only to whoever may read everyone's).
 */
export const mayReadDocument =
  (db: Db) =>
  async (
    ...[request, capability, found]: Parameters<RecordPolicy<FoundDocument>>
  ): Promise<FoundDocument> => {
    const photo = found?.document.kind === 'photo' && found.owner.status === 'active';
    const attached = found && (photo || (await attachedFor(db, actor(request).id, found.document.id)));
    return attached
      ? found
      : authorizeFound(request, capability, found, (f) => f.owner, 'document_not_found');
  };
