/** One way to fail a request: throw `refuse(status, code, …)`; the handler turns everything else into a safe reply. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type ErrorCode,
  errorTemplates,
  inEnglish,
  type ParamsOf,
  type Refusal,
  refusal,
  statusCodes,
} from '../../shared/i18n/errors.js';
import { describeAllIssues } from '../../shared/validation.js';

/**
 * Every error reply is `{ message, code, params?, field?, problems?, requestId }`: a stable code for programs and for the
 * client to say the refusal in the person's language from its catalogue template (shared/i18n/errors.ts) and
 * params (values: numbers, ISO dates), the English sentence that template makes, and the request field at fault.
 * A reply no template describes (a framework's own) has its status's code and its own sentence.
 */
export type Problem = { refusal: Refusal; field?: string };
const codeOf = (status: number) => statusCodes[status] ?? (status < 500 ? 'invalid_input' : 'internal');

export interface RefusalDetail {
  field?: string;
  headers?: Record<string, string>;
  /** Every problem found, the first being the refusal itself (a form shows each beside its field). */
  problems?: Problem[];
}

/** A refusal on its way to the reply. Only `refuse` and `refuseWith` make one: always from a catalogue code. */
export class AppError extends Error {
  readonly field?: string;
  readonly headers: Record<string, string>;
  readonly problems?: Problem[];
  private constructor(
    readonly statusCode: number,
    readonly refusal: Refusal,
    detail: RefusalDetail,
  ) {
    super(inEnglish(refusal));
    this.field = detail.field;
    this.headers = detail.headers ?? {};
    this.problems = detail.problems;
  }

  static of(statusCode: number, said: Refusal, detail: RefusalDetail = {}) {
    return new AppError(statusCode, said, detail);
  }
}

const hasParams = (code: ErrorCode) => errorTemplates[code].includes('{{');

/**
 * `throw refuse(409, 'leave_not_enough', { type, year, requested, … }, { field })`: the code is one of the
 * catalogue's (a misspelt one does not compile), the params are what its template names, as values.
 */
export function refuse<C extends ErrorCode>(
  status: number,
  code: C,
  ...rest: [...ParamsOf<C>, detail?: RefusalDetail]
): AppError {
  const [params, detail] = hasParams(code) ? rest : [undefined, rest[0]];
  return AppError.of(
    status,
    refusal(code, ...([params] as ParamsOf<C>)),
    detail as RefusalDetail | undefined,
  );
}

/** A refusal a shared check made (a code and its params), with its status. */
export const refuseWith = (status: number, said: Refusal, detail?: RefusalDetail) =>
  AppError.of(status, said, detail);

/** A 400 naming every problem at once (`problems`, each beside its field); the first is the reply's own. */
export function refuseAll(problems: [Problem, ...Problem[]]): AppError {
  return AppError.of(400, problems[0].refusal, { field: problems[0].field, problems });
}

/** The refusal of a call the caller may not make. */
export const forbidden = () => refuse(403, 'no_permission');

/** A unique or exclusion constraint's refusal, and the field it is about. */
export type UniqueRule = Refusal & { field?: string };
/**
 * Unique and exclusion constraints, by name, as each module registers them, so a race lost in the database
 * reads exactly like the check in code that came first (`uniqueConflict`).
 */
const uniqueRules: Record<string, UniqueRule> = {};
export function registerUniqueRules(more: Record<string, UniqueRule>) {
  Object.assign(uniqueRules, more);
}
/** The 409 of a registered constraint, for the check in code that runs before the database's. */
export function uniqueConflict(constraint: string) {
  const rule = uniqueRules[constraint];
  if (!rule) throw new Error(`no unique rule registered for ${constraint}`);
  return refuseWith(409, { code: rule.code, params: rule.params }, { field: rule.field });
}

/** The refusal of the registered constraint a database error broke, if it broke one. */
export const constraintRefusal = (error: unknown): UniqueRule | undefined =>
  uniqueRules[findPgError(error)?.constraint ?? ''];

const fastifyClientErrors: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'body_not_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'body_empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'body_length'],
};

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { constraint?: string; cause?: unknown }, request, reply) => {
    const requestId = request.id;
    /** A refusal the catalogue says: its code, params and English sentence. */
    const described = (said: Refusal, field?: string) => ({
      message: inEnglish(said),
      code: said.code,
      ...(said.params && Object.keys(said.params).length > 0 ? { params: said.params } : {}),
      ...(field ? { field } : {}),
    });
    const send = (status: number, said: Refusal, field?: string, problems?: Problem[]) =>
      reply.status(status).send({
        ...described(said, field),
        ...(problems && problems.length > 1
          ? { problems: problems.map((p) => described(p.refusal, p.field)) }
          : {}),
        requestId,
      });
    /** A framework's own refusal, in its own words, under its status's code. */
    const sendAsItIs = (status: number, message: string) =>
      reply.status(status).send({ message, code: codeOf(status), requestId });

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(
        (v) =>
          ({
            ...v.params,
            code: v.keyword,
            message: v.message,
            path: v.instancePath.split('/').filter(Boolean),
          }) as unknown as z.core.$ZodIssue,
      );
      const bodyMissing = issues[0]?.path.length === 0 && issues[0]?.code === 'invalid_type';
      if (bodyMissing) return send(400, refusal('body_not_object'));
      // Every problem at once (a form shows each beside its field); the first is the reply's own code and field.
      const problems = describeAllIssues(issues);
      const [first] = problems;
      if (!first) return send(400, refusal('invalid_request'));
      return send(400, first.refusal, first.field, problems);
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.refusal, error.field, error.problems);
    }
    const known = fastifyClientErrors[error.code];
    if (known) return send(known[0], { code: known[1] });
    if (error.statusCode === 429) return sendAsItIs(429, error.message);

    const pgError = findPgError(error);
    // 23505 unique, 23P01 exclusion (ranges that may not overlap): both mean "this clashes with a record".
    if (pgError?.code === '23505' || pgError?.code === '23P01') {
      const rule = uniqueRules[pgError.constraint ?? ''];
      return send(409, rule ?? refusal('record_exists'), rule?.field);
    }
    if (pgError?.code === '23503') return send(409, refusal('reference_missing'));
    // PostgreSQL refuses NUL characters in text, and values too large for an index: the input is at fault.
    if (pgError?.code === '22021' || pgError?.code === '22P05') return send(400, refusal('text_nul'));
    if (pgError?.code === '54000') return send(400, refusal('value_too_long'));
    if (
      pgError?.code === '23514' ||
      pgError?.code === '22P02' ||
      pgError?.code === '22007' ||
      pgError?.code === '22008'
    ) {
      return send(400, refusal('value_malformed'));
    }
    if ((pgError && connectionErrorCodes.has(pgError.code ?? '')) || isConnectionLoss(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(503, refusal('service_unavailable'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendAsItIs(error.statusCode, error.message);

    request.log.error({ err: error }, 'unhandled error');
    return send(500, refusal('server_error'));
  });
}

/** A connection that died mid-query reports no code, only a message, somewhere in the cause chain. */
function isConnectionLoss(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Drizzle wraps driver errors; the SQLSTATE and constraint live on the cause. */
function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$|^E[A-Z]+$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    e = candidate.cause;
  }
  return undefined;
}
