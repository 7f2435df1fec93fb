import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupHarness } from './test/harness.js';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'hris-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>HRIS</title>');
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
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
    for (const url of ['/assets/missing.js', '/api/nothing']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/^Not found/);
    }
  });

  it('sends the security headers: a CSP without inline scripts, nosniff, no framing', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
