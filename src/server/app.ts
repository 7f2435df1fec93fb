/** Builds the Fastify app; `main.ts` gives it a port, the tests call it through `app.inject`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { accountArea } from '../areas/account/server/area.js';
import { analyticsArea } from '../areas/analytics/server/area.js';
import { approvalsArea } from '../areas/approvals/server/area.js';
import { attendanceArea } from '../areas/attendance/server/area.js';
import { auditArea } from '../areas/audit/server/area.js';
import { backupsArea } from '../areas/backups/server/area.js';
import {
  type BackupOptions,
  backupHandlers,
  backupScheduler,
  makesBackups,
} from '../areas/backups/server/service.js';
import { calendarArea } from '../areas/calendar/server/area.js';
import { devicesArea, iclockArea } from '../areas/devices/server/area.js';
import { documentsArea } from '../areas/documents/server/area.js';
import { employeesArea } from '../areas/employees/server/area.js';
import { holidaysArea } from '../areas/holidays/server/area.js';
import { importArea } from '../areas/import/server/area.js';
import { importHandlers } from '../areas/import/server/job.js';
import { welcomeHandlers } from '../areas/import/server/links.js';
import { integrationsArea } from '../areas/integrations/server/area.js';
import { accrualHandlers } from '../areas/leave/server/accrual.js';
import { leaveArea } from '../areas/leave/server/area.js';
import {
  createLiveCounts,
  dailyScheduler,
  deliveryHandlers,
  notificationsArea,
} from '../areas/notifications/server/area.js';
import { organisationArea } from '../areas/organisation/server/area.js';
import { overviewArea } from '../areas/overview/server/area.js';
import { payrollArea } from '../areas/payroll/server/area.js';
import { payslipHandlers } from '../areas/payroll/server/payslips.js';
import { performanceArea } from '../areas/performance/server/area.js';
import { projectsArea } from '../areas/projects/server/area.js';
import { reminderHandlers } from '../areas/projects/server/reminders.js';
import { type LlmConfig, reportsArea } from '../areas/reports/server/area.js';
import { settingsArea } from '../areas/settings/server/area.js';
import { shiftsArea } from '../areas/shifts/server/area.js';
import { sitesArea } from '../areas/sites/server/area.js';
import { teamArea } from '../areas/team/server/area.js';
import { errorReply } from '../shared/auth.js';
import { createPiiCipher, type PiiCipher } from './crypto/pii.js';
import type { Database } from './db/client.js';
import { createTokens, installAuth } from './http/auth.js';
import { installErrorHandler } from './http/errors.js';
import { defaultAllowedHosts, linkOrigin } from './http/public-url.js';
import { RequestLog } from './http/request-log.js';
import { logMailer, type Mailer } from './mailer.js';
import { healthRoutes } from './modules/health/routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { createWorker, type Worker, type WorkerOptions } from './modules/jobs/worker.js';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  /** AES-256 key for personal numbers at rest. */
  dataKey: Buffer;
  /** Folder of the built web app; omitted in API tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Whom to believe about the client's address in X-Forwarded-For (Fastify's `trustProxy`): true, or proxies' addresses/CIDR; false: the socket's. */
  trustProxy?: boolean | string;
  /** Outgoing e-mail; by default written to the log. */
  mailer?: Mailer;
  /** The address people open links at (PUBLIC_URL); unset, links follow requests to `allowedHosts` only. */
  publicUrl?: string;
  /** Hosts (host[:port]) whose requests may make links when `publicUrl` is unset (ALLOWED_HOSTS). */
  allowedHosts?: string[];
  /** The current instant; tests pass a fixed clock to check time rules (late, today, month boundaries). */
  now?: () => Date;
  /** Where uploaded documents are kept (`<DATA_DIR>/uploads`); API tests get a temporary folder. */
  uploadsDir?: string;
  /** An OpenAI-compatible model for employee reports; without it the built-in analyser writes them. */
  llm?: LlmConfig;
  /** DATA_DIR/backups and BACKUP_KEEP: Settings lists the backups; on PGlite the worker makes one a day (decision 022). */
  backups?: BackupOptions;
  /**
   * Background jobs (rules §12). `run`: this instance's worker runs them as they come due (the server does;
   * API tests leave it off and call `app.jobs.runDue()`). `daily`: it also queues the morning's reminders.
   * `appUrl`: where e-mails link to (PUBLIC_URL, else this server's local address).
   */
  jobs?: { run?: boolean; daily?: boolean; appUrl?: string } & Pick<
    WorkerOptions,
    'leaseMs' | 'pollMs' | 'backoffMs'
  >;
}

/** Secrets and personal data never reach the log. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.accessToken',
  '*.token',
  '*.ssn',
  '*.bankAccount',
  '*.taxId',
  '*.*.ssn',
  '*.*.bankAccount',
  '*.*.taxId',
  ...['pan', 'ssfNumber', 'citizenshipNumber', 'citizenshipDistrict', 'nin'].flatMap((f) => [
    `*.${f}`,
    `*.*.${f}`,
  ]),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant: `app.now()` everywhere instead of `new Date()`, so tests can fix the clock. */
    now: () => Date;
    /** Seals and opens personal numbers (ssn, bank account, tax id, Nepal's identity numbers). */
    pii: PiiCipher;
    /** This instance's job worker. */
    jobs: Worker;
  }
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For is believed only behind a proxy the operator named (TRUST_PROXY; decision 016).
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    logController: new RequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Helmet's security headers, worked out once (@fastify/helmet would build them again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast and Radix set inline styles; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP intranet deployments must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Replies over 1 KB go out compressed (brotli or gzip, as the caller accepts); the web app's files are
  // compressed once at build time instead (serveClient).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // The docs page's assets are relative: without the trailing slash they would resolve outside /api/docs/.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = request.url.split('?');
    if (pathname === '/api/docs') return reply.redirect(`/api/docs/${query ? `?${query}` : ''}`, 301);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'HRIS API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // An integration's API token (decision 036): hr creates it in Settings → API tokens, with its scopes.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'hris_…',
            description:
              "An integration's API token, `Authorization: Bearer hris_…`: created by hr with scopes (an area, read or write; write includes read), an expiry and optionally the networks it may be used from. A call outside its scopes is 403 `token_scope_missing`; an unknown, revoked or expired token, or one used from elsewhere, is 401 (`token_invalid`, `token_revoked`, `token_expired`, `token_address_refused`); calls only a person makes are 403 `token_not_for_person`; over 300 requests a minute, 429 `token_throttled`.",
          },
        },
      },
      security: [{ bearer: [] }, { apiToken: [] }],
    },
    transform: describeOperation,
    transformObject: jsonSchemaTransformObject,
  });

  const tokens = createTokens(options.jwtSecret);
  const { database } = options;
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  app.decorate('pii', createPiiCipher(options.dataKey));
  app.decorate('links', linkOrigin(options.publicUrl, options.allowedHosts ?? defaultAllowedHosts));
  // Unread counts pushed to open streams, on a change made by any instance.
  const live = createLiveCounts(database);
  await live.start();
  app.addHook('onClose', () => live.close());
  const mailer = options.mailer ?? logMailer(app.log);
  const { run, daily, appUrl = 'http://localhost:3000', ...timing } = options.jobs ?? {};
  const handlers = [
    ...deliveryHandlers({ db: database.db, mailer, appUrl, now }),
    ...accrualHandlers(database.db),
    ...welcomeHandlers({ db: database.db, mailer, appUrl }),
    ...importHandlers({ db: database.db, pii: app.pii, now, mailsLinks: options.mailer !== undefined }),
    ...payslipHandlers(database.db, app.pii),
    ...reminderHandlers(database.db),
    ...(options.backups ? backupHandlers(database, options.backups, now) : []),
  ];
  const schedulers = [
    ...(daily ? [dailyScheduler(database.db, now)] : []),
    ...(options.backups && makesBackups(database, options.backups)
      ? [backupScheduler(database.db, now)]
      : []),
  ];
  const worker = createWorker(database, handlers, {
    log: app.log,
    ...timing,
    beforeRun: schedulers.length
      ? async () => {
          for (const schedule of schedulers) await schedule();
        }
      : undefined,
  });
  app.decorate('jobs', worker);
  if (run) app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  await app.register(
    async (api) => {
      installAuth(api, database.db, tokens);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        staticCSP: true,
        uiConfig: { url: '/api/openapi.json' },
      });
      await api.register(healthRoutes, { database });
      await api.register(accountArea, { db: database.db, tokens, mailer });
      await api.register(attendanceArea, { db: database.db });
      await api.register(leaveArea, { db: database.db });
      await api.register(approvalsArea, { db: database.db });
      await api.register(notificationsArea, { db: database.db, live });
      await api.register(jobRoutes, { db: database.db });
      await api.register(teamArea, { db: database.db });
      await api.register(settingsArea, { db: database.db });
      await api.register(backupsArea, { database, backups: options.backups });
      await api.register(sitesArea, { db: database.db });
      await api.register(shiftsArea, { db: database.db });
      await api.register(devicesArea, { db: database.db });
      await api.register(calendarArea, { db: database.db });
      await api.register(organisationArea, { db: database.db });
      await api.register(holidaysArea, { db: database.db });
      await api.register(payrollArea, { db: database.db });
      await api.register(auditArea, { db: database.db });
      await api.register(performanceArea, { db: database.db });
      await api.register(projectsArea, { db: database.db });
      await api.register(employeesArea, { db: database.db });
      await api.register(importArea, { db: database.db });
      await api.register(documentsArea, { db: database.db, uploadsDir: options.uploadsDir });
      await api.register(reportsArea, { db: database.db, llm: options.llm });
      await api.register(overviewArea, { db: database.db });
      await api.register(analyticsArea, { db: database.db });
      await api.register(integrationsArea, { db: database.db });
    },
    { prefix: '/api' },
  );
  // Attendance devices push to /iclock/… at the root, where their firmware asks (decision 034).
  await app.register(iclockArea, { db: database.db });

  serveClient(app, options.clientDir);
  return app;
}

/**
 * Every operation in the OpenAPI description gets an `operationId` (the verb of its path, so generated clients
 * get usable names), a description (its summary unless it has one), and the error replies any call may give,
 * all in the one `Error` shape: the one set of error responses, so routes declare only their own (413, 502…).
 * Public calls (sign-in, reset) have no 401/403.
 */
const describeOperation: typeof jsonSchemaTransform = (document) => {
  const { schema, url, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const verb = url.split('/').filter(Boolean).at(-1) ?? url;
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  const errors = {
    400: errorReply.describe('The request is malformed or a value is refused; `field` names it'),
    ...(isPublic
      ? {}
      : {
          401: errorReply.describe('Not signed in, or the session has ended'),
          403: errorReply.describe('The caller may not do this'),
        }),
    404: errorReply.describe('What the request names does not exist (said only to a caller who may see it)'),
    409: errorReply.describe('The request conflicts with the current state (a duplicate, a locked month)'),
    429: errorReply.describe('Too many requests; try again later'),
  };
  const { summary, description } = schema as { summary?: string; description?: string };
  return jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      operationId: `${route.method === 'GET' ? 'get_' : ''}${verb}`.replace(/[^A-Za-z0-9_]/g, '_'),
      description: description ?? summary,
      response: { ...errors, ...(schema.response as object) },
    } as typeof schema,
  });
};

/** The built web app, with every non-API route falling back to index.html for the client router. */
function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = Boolean(clientDir && existsSync(path.join(clientDir, 'index.html')));
  // The page itself is never cached, so a new release is picked up at once; hashed assets are cached for a year.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  if (hasClient) {
    // wildcard: files are looked up per request, so a rebuild while running is served at once.
    app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: true,
      index: false,
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      // Only the hashed files under assets/ are immutable. The service worker, the manifest, the icons and the
      // page are checked on every load, so a new release (and its update prompt, decision 014) is seen at once.
      setHeaders: (reply, filePath) => {
        if (!/[\\/]assets[\\/]/.test(filePath)) reply.header('cache-control', 'no-cache');
      },
      // Source maps stay on the server for reading a stack trace; they would hand anyone the readable source.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !url.startsWith('/api') && !path.extname(url);
    if (hasClient && isPage) return sendIndex(reply);
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${url}`, code: 'not_found', requestId: request.id });
  });
}
