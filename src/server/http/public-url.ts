/**
 * Where links people open point (reset, import and calendar links): PUBLIC_URL, else the request's own origin,
 * but only when its Host is one this server was told it answers to. Anyone can send any Host header, and a reset
 * link built from it would hand its token to whoever owns that name.
 */
import { refuse } from './errors.js';

/** ALLOWED_HOSTS when unset: the local demo's addresses, at any port. */
export const defaultAllowedHosts = ['localhost', '127.0.0.1', '[::1]'];

/** The parts of a request a link's origin is read from (Fastify's, X-Forwarded-* included under TRUST_PROXY). */
interface Origin {
  protocol: string;
  host: string;
}

export interface LinkOrigin {
  /** The origin to link to, or undefined when the request's host may not make links. */
  of(request: Origin): string | undefined;
  /** As `of`, refusing the request (400) when its host may not make links. */
  required(request: Origin): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    links: LinkOrigin;
  }
}

/** `allowedHosts` entries are host[:port]; one without a port allows that host at any port. */
export function linkOrigin(publicUrl: string | undefined, allowedHosts: readonly string[]): LinkOrigin {
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const of = (request: Origin) => {
    if (publicUrl) return publicUrl;
    const host = (request.host || '').toLowerCase();
    const name = host.match(/^(\[[^\]]*\]|[^:]*)(:\d+)?$/)?.[1];
    return allowed.has(host) || (name !== undefined && allowed.has(name))
      ? `${request.protocol}://${host}`
      : undefined;
  };
  return {
    of,
    required(request) {
      const origin = of(request);
      if (origin === undefined) throw refuse(400, 'link_host_not_allowed');
      return origin;
    },
  };
}
