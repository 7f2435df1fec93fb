/** The only reader of process.env: configuration is validated once, at start, with a clear message. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDataKey } from './crypto/pii.js';
import { defaultAllowedHosts } from './http/public-url.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

// A host name or address (IPv6 in brackets), with an optional port.
const hostPort = String.raw`(\[[0-9a-f:.]+\]|[0-9a-z.-]+)(:\d{1,5})?`;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HRIS_DEMO: flag,
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().default('HRIS <no-reply@localhost>'),
  PUBLIC_URL: z
    .url({ error: 'must be a URL such as https://hr.example.org' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .regex(new RegExp(`^${hostPort}(\\s*,\\s*${hostPort})*$`, 'i'), {
      error: 'must be host names or addresses, each with an optional :port, comma separated',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  CLIENT_DIR: z.string().optional(),
  LLM_BASE_URL: z
    .url({ error: 'must be the URL of an OpenAI-compatible API, such as http://127.0.0.1:11434/v1' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().default(''),
  LLM_MODEL: z.string().default(''),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(2, { error: 'must be at least 2' })
    .max(3600, { error: 'must be at most 3600' })
    .default(120),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|[0-9a-zA-Z:./]+(\s*,\s*[0-9a-zA-Z:./]+)*)?$/, {
      error: 'must be false, true, or the trusted proxies’ addresses or CIDR ranges (comma separated)',
    })
    .optional(),
  BACKUP_KEEP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a whole number of backups' })
      .int({ error: 'must be a whole number of backups' })
      .min(0, { error: 'must be 0 (no automatic backups) or more' })
      .max(3650, { error: 'must be at most 3650' })
      .default(7),
  ),
  HRIS_CLOCK_OFFSET_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int({ error: 'must be a whole number of seconds' })
      .default(0),
  ),
  WEB_CONCURRENCY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a whole number of worker processes' })
      .int({ error: 'must be a whole number of worker processes' })
      .min(1, { error: 'must be at least 1' })
      .max(64, { error: 'must be at most 64' })
      .default(1),
  ),
});

export interface Env {
  port: number;
  /** Unset: localhost while the demo accounts exist, else every interface (startup.ts). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** AES-256 key for personal numbers at rest; losing it loses them. */
  dataKey: Buffer;
  /** Seed the demo organisation into an empty database. */
  demo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Where the built web app is (and where `npm start` builds it). */
  clientDir: string;
  /** Outgoing e-mail (reset links, notifications); unset writes them to the log. */
  smtp: { url: string; from: string } | undefined;
  /** The address people open links at, e.g. https://hr.example.org; else links follow requests to `allowedHosts` only, and a notification e-mail says http://localhost:PORT. */
  publicUrl: string | undefined;
  /** Without PUBLIC_URL, the hosts (host[:port]) whose requests may make links from their own origin. */
  allowedHosts: string[];
  /** The model that writes employee reports (`POST {baseUrl}/chat/completions`); unset: the built-in analyser. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** How long an instance holds a background job before another may take it over (rules §12). */
  jobLeaseMs: number;
  /** Worker processes serving requests (PostgreSQL only: PGlite is one process's database). */
  webConcurrency: number;
  /** Automatic backups of the embedded database kept in DATA_DIR/backups, of each kind (daily, before migrating); 0: none (decision 022). */
  backupKeep: number;
  /** Fastify's `trustProxy`: whether (and which) proxies' X-Forwarded-For names the client (decision 016). */
  trustProxy: boolean | string;
  /** The server's clock, `app.now()`: the real time, moved by HRIS_CLOCK_OFFSET_SECONDS for tests and demos (decision 025). */
  now: () => Date;
  /** How far `now` is from the real time; start-up warns when it is not 0. */
  clockOffsetSeconds: number;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LLM_BASE_URL && !e.LLM_MODEL)
    throw new Error('Invalid configuration:\n  LLM_MODEL: must be set when LLM_BASE_URL is');
  // A server people use (PUBLIC_URL names it) records their attendance and leave at the real time, always.
  if (e.HRIS_CLOCK_OFFSET_SECONDS && e.PUBLIC_URL)
    throw new Error(
      'Invalid configuration:\n  HRIS_CLOCK_OFFSET_SECONDS: must not be set with PUBLIC_URL (a moved clock is for tests and demos)',
    );
  const offsetMs = e.HRIS_CLOCK_OFFSET_SECONDS * 1000;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    dataKey: readDataKey(
      e.DATA_KEY ?? persistentSecret(dataDir, 'data-key', () => randomBytes(32).toString('hex')),
    ),
    demo: e.HRIS_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: e.ALLOWED_HOSTS?.split(',').map((h) => h.trim()) ?? defaultAllowedHosts,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    clientDir: path.resolve(e.CLIENT_DIR ?? path.join(import.meta.dirname, '../../dist/client')),
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    backupKeep: e.BACKUP_KEEP,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    now: () => new Date(Date.now() + offsetMs),
    clockOffsetSeconds: e.HRIS_CLOCK_OFFSET_SECONDS,
  };
}

/**
 * Only where the data is (DATA_DIR, DATABASE_URL), making no secret: `npm run restore` must not write a new data
 * key beside the data it restores, which only the old key reads.
 */
export function loadStorage(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL };
}

/** TRUST_PROXY: unset or false (the socket's address), true (any proxy), a hop count, or proxies' addresses. */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function readDataKey(value: string): Buffer {
  try {
    return parseDataKey(value);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  DATA_KEY: ${(error as Error).message}`);
  }
}

/** A secret generated once into DATA_DIR, so tokens survive restarts without any set-up. */
function persistentSecret(
  dataDir: string,
  name: string,
  make = () => randomBytes(48).toString('base64url'),
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
