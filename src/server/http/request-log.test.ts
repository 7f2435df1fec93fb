/**
 * The request log: one line per request at info, naming the route's pattern rather than the path, so a calendar
 * subscription's secret token (its path) never reaches the log.
 */
import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../test/harness.js';

const lines: Record<string, unknown>[] = [];
const h = setupHarness({
  logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
});
const post = callerOf(h);

describe('the request log', () => {
  it('writes one line per request with its route, status and time, and no feed token', async () => {
    const asha = await actorOf(h, 'employee');
    const url = (await post('createcalendarfeed', asha.headers)).json().url as string;
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    lines.length = 0;
    const feed = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    await post('me', asha.headers);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/calendar/:token', status: 200 }),
      expect.objectContaining({ method: 'POST', route: '/api/employee/me', status: 200 }),
    ]);
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
