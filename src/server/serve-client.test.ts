import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupHarness } from './test/harness.js';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'hris-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>HRIS</title>');
// The installable app's files (decision 014): not hashed, so never cached for long.
writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"HRIS"}');
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
// As the build leaves them (vite.config.ts): each large file also brotli- and gzip-compressed beside it.
const big = `export const text = ${JSON.stringify('a moderately repetitive bundle '.repeat(200))};`;
writeFileSync(path.join(clientDir, 'assets', 'big-5e6f.js'), big);
writeFileSync(path.join(clientDir, 'assets', 'big-5e6f.js.br'), brotliCompressSync(big));
writeFileSync(path.join(clientDir, 'assets', 'big-5e6f.js.gz'), gzipSync(big));
const h = setupHarness({ clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('answers every page route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/dashboard', '/admin/employee/view-all-employee?page=2']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, a file added after start included, and 404s the rest as JSON', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    writeFileSync(path.join(clientDir, 'assets', 'later-3c4d.js'), 'console.log(2)');
    expect((await h.app.inject({ method: 'GET', url: '/assets/later-3c4d.js' })).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/api/nothing', '/assets/app-1a2b.js.map']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/^Not found/);
    }
  });

  it('serves the service worker and the manifest checked on every load, so a new release is seen at once', async () => {
    const sw = await h.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await h.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers: a CSP without inline scripts, nosniff, no framing', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The API's replies, refusals included, carry them too.
    const api = await h.app.inject({ method: 'POST', url: '/api/employee/me' });
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the pre-compressed file the browser accepts, brotli first, and the plain one to others', async () => {
    const get = (encoding?: string) =>
      h.app.inject({
        method: 'GET',
        url: '/assets/big-5e6f.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(big.length / 10);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('compresses JSON replies over 1 KB for callers that accept it, and leaves small ones alone', async () => {
    const spec = await h.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(spec.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(spec.rawPayload).toString()).openapi).toBe('3.1.0');
    const health = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('opens the API docs with or without the trailing slash', async () => {
    const bare = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await h.app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
