import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, createEmployee, setupHarness } from '../../../server/test/harness.js';

/** A tiny OpenAI-compatible server on loopback; each test sets how it answers. */
let answer: (req: IncomingMessage, body: string, res: ServerResponse) => void;
const seen: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
let fake: Server;
let port = 0;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ path: req.url!, authorization: req.headers.authorization, body: JSON.parse(body) });
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  port = (fake.address() as AddressInfo).port;
});
// Built after the fake model is listening, so the app knows its address.
const h = setupHarness(() => ({
  llm: { baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'sk-test', model: 'tiny-hr-1', timeoutMs: 500 },
}));
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const report = (headers: Record<string, string>, employee_id: string) =>
  h.app.inject({ method: 'POST', url: '/api/employee/report', headers, payload: { employee_id } });
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('report with a language model', () => {
  it('sends the employee’s facts (no personal numbers) and returns the model’s text', async () => {
    answer = (_req, _body, res) =>
      json(res, 200, {
        choices: [{ message: { role: 'assistant', content: '**Overall Summary**\n- Reliable.\n' } }],
      });
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h, {
      firstName: 'Ishwor',
      designation: 'Geologist',
      ssn: 'SSF-5550001111',
      contactNumber: '9812345678',
    });
    const before = seen.length;
    const res = await report(hr.headers, employee.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      text: '**Overall Summary**\n- Reliable.',
      generator: 'llm',
      model: 'tiny-hr-1',
    });
    expect(seen).toHaveLength(before + 1);
    const sent = seen.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('tiny-hr-1');
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('Ishwor');
    expect(prompt).toContain('Geologist');
    expect(prompt).toContain('attendanceRate');
    expect(prompt).not.toMatch(/5550001111|9812345678|salary/);
  });

  it('says clearly when the model fails, once, without retrying', async () => {
    answer = (_req, _body, res) => json(res, 500, { error: { message: 'model overloaded' } });
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    const before = seen.length;
    const res = await report(hr.headers, employee.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The report model answered 500: model overloaded');
    expect(seen).toHaveLength(before + 1);
  });

  it('gives up after the timeout', async () => {
    answer = () => {}; // never answers
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    const started = Date.now();
    const res = await report(hr.headers, employee.id);
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe('The report model did not answer within 0.5 seconds');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
