import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf, listPageReply, pageReply, paging } from '../../shared/schemas.js';

export const auditQuery = z
  .object({
    actor_id: idOf('actor_id').optional(),
    entity: z.string().trim().max(40).optional(),
    from: z.iso.date({ error: says('field_date', { field: 'From' }) }).optional(),
    to: z.iso.date({ error: says('field_date', { field: 'To' }) }).optional(),
    ...paging({ defaultSize: 50, maxSize: 200 }),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The integration's API token the change came through, when it did (decision 036). */
  integration: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditReply = listPageReply('entries', auditEntry, pageReply, 'entities');
export type AuditReply = z.infer<typeof auditReply>;
