/**
 * An area's calls as data (decision 026): each call's method, input and reply schemas (what the API map,
 * `endpoints.ts`, lists), and what the server needs to serve it without a preamble of its own: a summary for the
 * OpenAPI description, the capability it asks for, its subject (how the call finds whose record it acts on), the
 * refusals it may answer, and whether it writes. An area's `contract.ts` holds its calls; the API map takes them
 * with one line, the server registers them with `registerArea` (server/http/area.ts).
 */
import type { z } from 'zod';
import type { ErrorCode } from './i18n/errors.js';
import type { Capability } from './permissions.js';

/**
 * Whose record a call acts on, authorised before its handler runs:
 * - `{ employee: field }`: the employee the body's field names (the caller when it is left out); a missing one
 *   is a 404 only to a caller who may act on everyone, a 403 to anyone else.
 * - `{ record: field }`: a record the body's field names; the area's server finds it and says whose it is.
 * - `'everyone'`: anyone's at once (lists, exports, organisation-wide actions).
 * - `'some'`: the capability in any scope; the call's own query keeps to what the caller may see.
 */
export type CallSubject = { employee: string } | { record: string } | 'everyone' | 'some';

/**
 * Who may make a call:
 * - a capability on a subject (above), checked before the handler runs;
 * - `'public'`: anyone, signed in or not (sign-in, a forgotten password); no capability;
 * - `'self'`: the signed-in caller about themself (their session, their preferences); with a capability, it is
 *   checked on the caller's own record.
 */
type Access =
  | { capability: Capability; subject: CallSubject }
  | { capability?: undefined; subject: 'public' }
  | { capability?: Capability; subject: 'self' };

interface CallBase {
  method: 'GET' | 'POST';
  /** The JSON body of a POST, or the query string of a GET. */
  input?: z.ZodType;
  reply?: z.ZodType;
  /** The status of a success, when it is not 200. */
  status?: 201;
  /** What the call does, in a line (the OpenAPI summary). */
  summary: string;
  /** A multipart upload: the handler reads the parts itself (`http/upload.ts`), bounded before anything is kept. */
  consumes?: 'multipart/form-data';
  /** What a file reply is (`application/pdf`, `text/csv`), for OpenAPI; a call with a `reply` schema answers JSON. */
  produces?: readonly string[];
  /** Replies beyond the success and the usual refusals (a 413, a 415, a 502), for OpenAPI and the reply check. */
  replies?: Readonly<Record<number, z.ZodType>>;
  /** The refusals the call itself may answer, beyond the ones every call may (401, 403, a field's rule). */
  refusals: readonly ErrorCode[];
  /** Whether the call changes anything. */
  writes: boolean;
  /**
   * A call a person makes about themself though its subject is not `'self'` (their stand-ins, their calendar
   * subscription, their team today), or one only a person may make (another's second factor, whom two-step
   * sign-in is required of): no API token makes it (decision 036).
   */
  personal?: true;
}

export type Call = CallBase & Access;

/** An area's calls, keyed by path; `as const` keeps each call's own types for the API map and the handlers. */
export const defineCalls = <const C extends Record<`/${string}`, Call>>(calls: C): C => calls;
