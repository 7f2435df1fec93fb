/** One way to fail a request: throw an AppError; the handler turns everything else into a safe reply. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messages } from '../../shared/auth.js';
import { errorTemplates, statusCodes } from '../../shared/i18n/errors.js';
import { messageMatcher } from '../../shared/i18n/index.js';
import { describeIssues } from '../../shared/validation.js';

/**
 * Every error reply is `{ message, code, params?, field?, requestId }`: a sentence for people, a stable code for
 * programs and for the client to say the sentence in the person's language (the catalogue template the sentence
 * is, shared/i18n/errors.ts, else the status's), what varies in the sentence, and the request field at fault.
 */
const matchError = messageMatcher(errorTemplates);
const genericCodes = new Set(Object.values(statusCodes));
const codeOf = (status: number) => statusCodes[status] ?? (status < 500 ? 'invalid_input' : 'internal');

export interface ErrorDetail {
  code?: string;
  field?: string;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: string;
  readonly field?: string;
  readonly headers: Record<string, string>;
  constructor(
    readonly statusCode: number,
    message: string,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.code = detail.code ?? codeOf(statusCode);
    this.field = detail.field;
    this.headers = detail.headers ?? {};
  }
}

export const badRequest = (message: string, detail?: ErrorDetail) => new AppError(400, message, detail);
export const unauthorized = (message: string = messages.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, detail?: ErrorDetail) => new AppError(409, message, detail);
/** PostgreSQL cannot store or search a NUL character: text holding one is refused alike wherever it goes. */
export const NUL_TEXT = 'Text must not contain NUL characters';

export interface UniqueRule {
  message: string;
  code?: string;
  field?: string;
}
/**
 * Unique and exclusion constraints, by name, as each module registers them, so a race lost in the database
 * reads exactly like the check in code that came first (`uniqueConflict`).
 */
const uniqueRules: Record<string, UniqueRule> = {};
export function registerUniqueRules(more: Record<string, string | UniqueRule>) {
  for (const [name, rule] of Object.entries(more))
    uniqueRules[name] = typeof rule === 'string' ? { message: rule } : rule;
}
/** The 409 of a registered constraint, for the check in code that runs before the database's. */
export function uniqueConflict(constraint: string) {
  const rule = uniqueRules[constraint];
  if (!rule) throw new Error(`no unique rule registered for ${constraint}`);
  return new AppError(409, rule.message, rule);
}

/** The sentence of the registered constraint a database error broke, if it broke one. */
export const constraintMessage = (error: unknown) =>
  uniqueRules[findPgError(error)?.constraint ?? '']?.message;

const fastifyClientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body must not be empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type: send application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
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
    const send = (status: number, message: string, detail: ErrorDetail = {}) => {
      const said = !detail.code || genericCodes.has(detail.code) ? matchError(message) : undefined;
      const params = said && Object.keys(said.params).length > 0 ? { params: said.params } : {};
      return reply.status(status).send({
        message,
        code: said?.key ?? detail.code ?? codeOf(status),
        ...params,
        ...(detail.field ? { field: detail.field } : {}),
        requestId,
      });
    };

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
      if (bodyMissing) return send(400, 'Request body must be a JSON object');
      const { message, field } = describeIssues(issues);
      return send(400, message, { field });
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.message, error);
    }
    const known = fastifyClientErrors[error.code];
    if (known) return send(known[0], known[1]);
    if (error.statusCode === 429) return send(429, error.message);

    const pgError = findPgError(error);
    // 23505 unique, 23P01 exclusion (ranges that may not overlap): both mean "this clashes with a record".
    if (pgError?.code === '23505' || pgError?.code === '23P01') {
      const rule = uniqueRules[pgError.constraint ?? ''];
      return send(409, rule?.message ?? 'This record already exists', rule);
    }
    if (pgError?.code === '23503') return send(409, 'A referenced record does not exist');
    // PostgreSQL refuses NUL characters in text, and values too large for an index: the input is at fault.
    if (pgError?.code === '22021' || pgError?.code === '22P05') return send(400, NUL_TEXT);
    if (pgError?.code === '54000') return send(400, 'A value is too long');
    if (
      pgError?.code === '23514' ||
      pgError?.code === '22P02' ||
      pgError?.code === '22007' ||
      pgError?.code === '22008'
    ) {
      return send(400, 'A value is out of range or malformed');
    }
    if ((pgError && connectionErrorCodes.has(pgError.code ?? '')) || isConnectionLoss(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(503, messages.unavailable);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return send(error.statusCode, error.message);

    request.log.error({ err: error }, 'unhandled error');
    return send(500, messages.internal);
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
