import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documents } from '../../../server/db/schema.js';
import { actorOf, createEmployee, setupHarness } from '../../../server/test/harness.js';

// This file chooses the uploads folder, to see the files land in it.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'hris-uploads-test-'));
const h = setupHarness({ uploadsDir });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

// A real 1×1 PNG, with random bytes after its end so each test's file is its own.
const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  randomBytes(32),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), randomBytes(64)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), randomBytes(200)]);

async function upload(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: '/api/employee/uploaddocument',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const list = (headers: Record<string, string>, employee_id?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/employee/getdocuments',
    headers,
    payload: employee_id ? { employee_id } : {},
  });
const download = (headers: Record<string, string>, id: string) =>
  h.app.inject({ method: 'GET', url: `/api/employee/downloaddocument?id=${id}`, headers });

describe('documents', () => {
  it('hr uploads; the file is stored under a random name; hr and the employee download it, nobody else', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'manager');
    const employee = await actorOf(h, 'employee', { managerId: manager.employee.id });
    const colleague = await actorOf(h, 'employee');
    const res = await upload(
      hr.headers,
      { employee_id: employee.employee.id, kind: 'government_id' },
      { name: '../../etc/Citizenship card.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({
      kind: 'government_id',
      originalName: 'Citizenship card.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const stored = readdirSync(uploadsDir).filter((f) => readFileSync(path.join(uploadsDir, f)).equals(PDF));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);

    for (const who of [hr, employee]) {
      expect((await list(who.headers, employee.employee.id)).json().documents).toEqual([doc]);
      const file = await download(who.headers, doc._id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Citizenship card.pdf"; filename*=UTF-8''Citizenship%20card.pdf`,
      );
    }
    expect((await list(employee.headers)).json().documents).toEqual([doc]);
    for (const who of [manager, colleague]) {
      expect((await list(who.headers, employee.employee.id)).statusCode).toBe(403);
      expect((await download(who.headers, doc._id)).statusCode).toBe(403);
    }
    expect((await download(colleague.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await download(hr.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('accepts only images as a photo, and replaces the old photo', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    const fields = { employee_id: employee.id, kind: 'photo' };
    const pdf = await upload(hr.headers, fields, { name: 'me.pdf', type: 'application/pdf', bytes: PDF });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Photo must be a PNG, JPEG or WebP image');

    const first = await upload(hr.headers, fields, { name: 'me.png', type: 'image/png', bytes: PNG });
    expect(first.statusCode).toBe(200);
    const second = await upload(hr.headers, fields, { name: 'me.jpg', type: 'image/jpeg', bytes: JPEG });
    expect(second.json()).toMatchObject({ contentType: 'image/jpeg', originalName: 'me.jpg' });
    const docs = (await list(hr.headers, employee.id)).json().documents;
    expect(docs.map((d: { _id: string }) => d._id)).toEqual([second.json()._id]);
    expect((await download(hr.headers, first.json()._id)).statusCode).toBe(404);
    expect(readdirSync(uploadsDir).some((f) => readFileSync(path.join(uploadsDir, f)).equals(PNG))).toBe(
      false,
    );
  });

  it('keeps several certificates and letters, replaces one on request, never a contract', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    const cert = (name: string, replaces?: string) =>
      upload(
        hr.headers,
        { employee_id: employee.id, kind: 'education_certificate', ...(replaces ? { replaces } : {}) },
        { name, type: 'application/pdf', bytes: PDF },
      );
    const a = (await cert('bachelor.pdf')).json();
    const b = (await cert('master.pdf')).json();
    await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'experience_letter' },
      { name: 'letter.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    const replaced = await cert('master-corrected.pdf', b._id);
    expect(replaced.statusCode).toBe(200);
    const names = (await list(hr.headers, employee.id))
      .json()
      .documents.map((d: { originalName: string }) => d.originalName);
    expect(names.sort()).toEqual(['bachelor.pdf', 'letter.jpg', 'master-corrected.pdf']);
    expect(a.kind).toBe('education_certificate');

    const contract = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'employment_contract' },
      { name: 'contract.pdf', type: 'application/pdf', bytes: PDF },
    );
    const again = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'employment_contract', replaces: contract.json()._id },
      { name: 'contract2.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses a renamed executable, a file over 5 MB, a missing file and a bad kind', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    const before = readdirSync(uploadsDir).length;
    const exe = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'government_id' },
      { name: 'passport.pdf', type: 'application/pdf', bytes: EXE },
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Government ID must be a PDF, PNG or JPEG file');
    const text = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'experience_letter' },
      { name: 'letter.pdf', type: 'application/pdf', bytes: Buffer.from('just some text') },
    );
    expect(text.statusCode).toBe(415);

    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'education_certificate' },
      { name: 'huge.pdf', type: 'application/pdf', bytes: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('A file may be at most 5 MB');

    const noFile = await upload(hr.headers, { employee_id: employee.id, kind: 'photo' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('file is required');
    const badKind = await upload(
      hr.headers,
      { employee_id: employee.id, kind: 'selfie' },
      { name: 'a.png', type: 'image/png', bytes: PNG },
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toMatch(/^Kind must be one of photo, government_id/);
    expect(readdirSync(uploadsDir).length).toBe(before);
    expect(existsSync(uploadsDir)).toBe(true);
  });

  it('names a file without bidi or control characters, with the extension of what its bytes are', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await actorOf(h, 'employee');
    const named = async (name: string, bytes: Buffer, kind = 'education_certificate') =>
      (
        await upload(hr.headers, { employee_id: employee.employee.id, kind }, { name, type: '', bytes })
      ).json();

    // "evil\u202Efdp.exe" shows as "evilexe.pdf"; it is a PDF, so it is called one.
    const evil = await named('evil\u202Efdp.exe', PDF);
    expect(evil.originalName).toBe('evilfdp.pdf');
    const file = await download(employee.headers, evil._id);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="evilfdp.pdf"; filename*=UTF-8''evilfdp.pdf`,
    );
    expect((await named('scan\u2066\u0007\u0085.jpeg', PNG, 'experience_letter')).originalName).toBe(
      'scan.png',
    );
    expect((await named('\u202E', JPEG, 'experience_letter')).originalName).toBe('document.jpg');
    // Devanagari keeps its joiners; the UTF-8 name escapes quotes and brackets.
    const nepali = await named("क्\u200Dष (Ram's).PDF", PDF);
    expect(nepali.originalName).toBe("क्\u200Dष (Ram's).PDF");
    expect((await download(hr.headers, nepali._id)).headers['content-disposition']).toBe(
      `attachment; filename="____ (Ram's).PDF"; filename*=UTF-8''%E0%A4%95%E0%A5%8D%E2%80%8D%E0%A4%B7%20%28Ram%27s%29.PDF`,
    );

    // An attachment to a request is named alike.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), 'note\u202Egnp.exe');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const attachment = await h.app.inject({
      method: 'POST',
      url: '/api/employee/uploadattachment',
      headers: { ...employee.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(attachment.json().originalName).toBe('notegnp.pdf');

    // A name stored before the rule is listed and downloaded the safe way.
    await h.database.db
      .update(documents)
      .set({ originalName: 'old\u202Efdp.exe' })
      .where(eq(documents.id, evil._id));
    const listed = (await list(hr.headers, employee.employee.id)).json().documents;
    expect(listed.find((d: { _id: string }) => d._id === evil._id).originalName).toBe('oldfdp.pdf');
    expect((await download(hr.headers, evil._id)).headers['content-disposition']).toContain(
      'filename="oldfdp.pdf"',
    );
  });

  it('lets only hr upload', async () => {
    const employee = await actorOf(h, 'employee');
    const res = await upload(
      employee.headers,
      { employee_id: employee.employee.id, kind: 'photo' },
      { name: 'me.png', type: 'image/png', bytes: PNG },
    );
    expect(res.statusCode).toBe(403);
  });
});
