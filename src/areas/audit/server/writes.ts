/**
 * The audit trail. Call `recordAudit` inside the same transaction as the change it describes, so a change
 * and its record are written together or not at all.
 */
import type { Trace } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { auditLog } from '../../../server/db/schema.js';

/** Fields never copied into the audit trail. */
const SECRET_KEYS = new Set([
  'password',
  'passwordHash',
  'ssn',
  'bankAccount',
  'taxId',
  'pan',
  'ssfNumber',
  'citizenshipNumber',
  'citizenshipDistrict',
  'nin',
  'token',
  'accessToken',
]);

function withoutSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key)
      ? v === null || v === undefined || v === ''
        ? v
        : '[secret]'
      : withoutSecrets(v);
  }
  return out;
}

export interface AuditEntry {
  /** create, update, delete, or a verb of the area: check_in, approve, terminate, reveal, … */
  action: string;
  /** employee, attendance, leave, settings, document, … */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change, or several in one insert. `tx` is the transaction of the change; `by` is who made it and
 * the request or job it came from.
 */
export async function recordAudit(
  tx: Pick<Db, 'insert'>,
  by: Trace | null,
  entries: AuditEntry | AuditEntry[],
) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((entry) => ({
      actorId: by?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before === undefined ? null : withoutSecrets(entry.before),
      after: entry.after === undefined ? null : withoutSecrets(entry.after),
      requestId: by?.requestId ?? null,
      integrationId: by?.integrationId ?? null,
    })),
  );
}
