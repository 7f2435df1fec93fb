/**
 * The push protocol's four requests (ZKTeco/eSSL "ADMS", iClock; decision 034), at the root where a device
 * configured with this server's address asks for them, in plain HTTP and text. They are public: a device has no
 * session, it names itself by its serial (`SN`), which is not a secret; an unknown or disabled serial is refused
 * before anything is written, a flood (from a device, or from an address naming any serials) is throttled before
 * its body is read, and a body is bounded in bytes by the
 * parser and in lines before any is read as a punch. Registered directly rather than from a contract: one path
 * answers two methods, with a text body.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousTrace } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { refuse } from '../../../server/http/errors.js';
import { minuteThrottle } from '../../../server/http/throttle.js';
import { DEVICE_LIMITS } from '../schemas.js';
import { commandsFor, recordAnswers } from './commands.js';
import { countLines, optionsText, parseAttlog } from './iclock.js';
import { type DeviceRow, deviceOf, receiveAttlog, seen } from './receive.js';

const refusals = 'May refuse: device_serial_invalid, device_unknown, device_disabled, device_throttled.';
const routeSchema = (summary: string, more = '') => ({
  tags: ['devices'],
  summary,
  description: `${summary}. Public: the device names itself by its registered serial. Changes data. ${refusals}${more}`,
  produces: ['text/plain'],
});

export const iclockRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const serials = minuteThrottle(DEVICE_LIMITS.requestsPerMinute);
  // Made-up serials from one address would each ask the database and take a place in the serials' table.
  const addresses = minuteThrottle(DEVICE_LIMITS.addressRequestsPerMinute);
  const devices = new WeakMap<FastifyRequest, DeviceRow>();
  // Devices send their tables as text under whatever content type their firmware writes (or none).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: DEVICE_LIMITS.bodyBytes }, (_r, body, done) =>
    done(null, body),
  );

  /** Before the body is read: the throttle, then the device. */
  async function identify(request: FastifyRequest) {
    const serial = (request.query as Record<string, unknown>).SN;
    const now = app.now().getTime();
    if (
      !addresses.allow(request.ip, now).ok ||
      (typeof serial === 'string' && !serials.allow(serial, now).ok)
    )
      throw refuse(429, 'device_throttled', { field: 'SN', headers: { 'retry-after': '60' } });
    devices.set(request, await deviceOf(db, serial));
  }
  const text = (reply: FastifyReply, body: string) =>
    reply.header('content-type', 'text/plain; charset=utf-8').send(body);
  const config = { public: true };

  app.route({
    method: 'GET',
    url: '/iclock/cdata',
    onRequest: identify,
    config,
    schema: routeSchema(
      "A device's handshake (`SN`, `options=all`), answered with its configuration as text",
    ),
    async handler(request, reply) {
      const device = devices.get(request)!;
      const now = app.now();
      await seen(db, device, now, request.ip);
      return text(reply, optionsText(device, now));
    },
  });

  app.route({
    method: 'GET',
    url: '/iclock/getrequest',
    onRequest: identify,
    config,
    schema: routeSchema(
      'A device asking for commands (`SN`): answered with its waiting commands, `C:<id>:<command>` a line, or `OK`',
    ),
    async handler(request, reply) {
      const device = devices.get(request)!;
      const now = app.now();
      await seen(db, device, now, request.ip);
      return text(reply, await commandsFor(db, device.id, now));
    },
  });

  app.route({
    method: 'POST',
    url: '/iclock/devicecmd',
    onRequest: identify,
    bodyLimit: DEVICE_LIMITS.bodyBytes,
    config,
    schema: routeSchema(
      "A device's answers to its commands (`SN`; `ID=<id>&Return=<code>&CMD=<command>` a line), answered `OK`",
    ),
    async handler(request, reply) {
      const device = devices.get(request)!;
      const now = app.now();
      await seen(db, device, now, request.ip);
      await recordAnswers(db, device.id, typeof request.body === 'string' ? request.body : '', now);
      return text(reply, 'OK');
    },
  });

  app.route({
    method: 'POST',
    url: '/iclock/cdata',
    onRequest: identify,
    bodyLimit: DEVICE_LIMITS.bodyBytes,
    config,
    schema: routeSchema(
      'A device uploading a table (`SN`, `table`, `Stamp`): ATTLOG punch lines are stored and applied, other tables read and ignored; answered `OK: <lines read>`',
      ' Also device_lines_max, body_too_large.',
    ),
    async handler(request, reply) {
      const device = devices.get(request)!;
      const query = request.query as Record<string, unknown>;
      const body = typeof request.body === 'string' ? request.body : '';
      if (countLines(body) > DEVICE_LIMITS.lines)
        throw refuse(413, 'device_lines_max', { max: DEVICE_LIMITS.lines });
      const now = app.now();
      if (query.table !== 'ATTLOG') {
        await seen(db, device, now, request.ip);
        return text(reply, `OK: ${body.split('\n').filter((l) => l.trim()).length}`);
      }
      const upload = parseAttlog(body, device.timeZone);
      const stamp =
        typeof query.Stamp === 'string' && /^\d{1,20}$/.test(query.Stamp) ? query.Stamp : undefined;
      await receiveAttlog(db, anonymousTrace(request.id), device, upload, stamp, now, request.ip);
      return text(reply, `OK: ${upload.lines}`);
    },
  });
};
