/**
 * A route's schemas from the API map (src/shared/endpoints.ts): its body (or query string) and its success reply,
 * plus any replies of its own (a 413, a 502). `schema: { tags, summary, ...io('/employee/applyleave') }`.
 */
import type { z } from 'zod';
import { type ApiPath, endpoints } from '../../shared/endpoints.js';

type Spec<P extends ApiPath> = (typeof endpoints)[P];
type Input<P extends ApiPath> =
  Spec<P> extends { input: infer I }
    ? Spec<P>['method'] extends 'GET'
      ? { querystring: I }
      : { body: I }
    : unknown;
type Success<P extends ApiPath> =
  Spec<P> extends { reply: infer R } ? (Spec<P> extends { status: 201 } ? { 201: R } : { 200: R }) : unknown;

export function io<P extends ApiPath, More extends Record<number, z.ZodType> = Record<never, z.ZodType>>(
  path: P,
  more?: More,
): Input<P> & { response: Success<P> & More } {
  const spec: { method: string; input?: z.ZodType; reply?: z.ZodType; status?: number } = endpoints[path];
  const input = spec.input ? { [spec.method === 'GET' ? 'querystring' : 'body']: spec.input } : {};
  const success = spec.reply ? { [spec.status ?? 200]: spec.reply } : {};
  return { ...input, response: { ...success, ...more } } as Input<P> & { response: Success<P> & More };
}
