/**
 * The OpenAPI description is what generated clients are built from: every operation has a unique operationId,
 * a description, and its error replies; every string a caller sends has a length limit (or a closed set).
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/endpoints.js';
import { setupHarness } from './test/harness.js';

const h = setupHarness();

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  $ref?: string;
}

/** Paths (a.b[]) of string fields with no upper bound on their length. */
function unboundedStrings(schema: JsonSchema | undefined, at = ''): string[] {
  if (!schema) return [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) =>
      unboundedStrings(s, at ? `${at}.${k}` : k),
    ),
    ...unboundedStrings(schema.items, `${at}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => unboundedStrings(s, at)),
  ];
  const types = [schema.type].flat();
  const bounded =
    schema.maxLength !== undefined ||
    schema.enum ||
    schema.const !== undefined ||
    schema.format ||
    schema.pattern;
  return types.includes('string') && !bounded ? [at, ...nested] : nested;
}

describe('the OpenAPI description', () => {
  it('names, describes and lists the error replies of every operation; bounds every string sent', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ where: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const unbounded: string[] = [];
    for (const { where, op } of operations) {
      expect(op.operationId, where).toMatch(/^[A-Za-z0-9_]+$/);
      expect(op.description, where).toBeTruthy();
      const responses = op.responses as Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      for (const status of ['400', '409', '429'])
        expect(Object.values(responses[status]?.content ?? {})[0]?.schema, `${where} ${status}`).toBeTruthy();
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      unbounded.push(...unboundedStrings(body).map((field) => `${where}: ${field}`));
    }
    expect(unbounded).toEqual([]);
    // The one error shape, with its code.
    expect(JSON.stringify(doc.components.schemas.Error ?? {})).toContain('"code"');
  });
});

describe('the API map (src/shared/endpoints.ts)', () => {
  it('lists every /employee call the server answers, with its method, and nothing else', () => {
    const served = Object.entries(h.app.swagger().paths ?? {})
      .filter(([url]) => url.startsWith('/api/employee/'))
      .flatMap(([url, methods]) =>
        Object.keys(methods ?? {}).map((m) => `${m.toUpperCase()} ${url.replace(/^\/api/, '')}`),
      )
      .sort();
    const mapped = Object.entries(endpoints)
      .map(([path, spec]) => `${spec.method} ${path}`)
      .sort();
    expect(mapped).toEqual(served);
  });
});
