import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The request log: one line per request when it ends (Fastify writes two), naming the route's pattern rather
 * than the path, because a calendar subscription's path is its secret token (rules §13).
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unknown',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
