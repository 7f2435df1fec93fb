import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPunches, queuedPunches } from '../../../client/lib/punch-queue';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { AttendanceRecord, TodayReply } from '../schemas';
import { ClockToggle } from './clock-toggle';

// IndexedDB as a map: jsdom has none. The queue's own code (order, keys, what is dropped) runs as in a browser.
// The worker's other files may have loaded the queue with the real idb-keyval (vitest.config.ts: a worker's files
// share their modules): this file loads the app's modules afresh, so the queue it imports takes the map.
vi.hoisted(() => vi.resetModules());
const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()],
}));

const today: TodayReply = {
  date: '2026-11-25',
  submitted: false,
  on_leave: false,
  attendance: null,
  ask_location: false,
};
/** The signed-in person: ids are UUIDs, as the server checks. */
const me = '00000000-0000-4000-8000-0000000000e1';
const punchId = '00000000-0000-4000-8000-0000000000a1';
const record: AttendanceRecord = {
  _id: 'r1',
  date: '2026-11-25',
  check_in_time: '2026-11-25T03:15:00.000Z',
  check_out_time: null,
  status: 'Present',
};

describe('a punch made offline', () => {
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('indexedDB', {});
    saveSession({ token: 't', userId: me }, false);
  });

  it('waits on the device, the button says so and moves on; back online it is sent once more, same key and time', async () => {
    let online = false;
    const server = fakeServer({
      '/employee/gettodayattendance': today,
      '/employee/check_in': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { message: 'Checked in successfully. Attendance updated.', attendance: record };
      },
    });
    renderAt(<ClockToggle where="dashboard" />);
    fireEvent.click(await screen.findByRole('button', { name: /Clock In/ }));
    expect(await screen.findByText('Queued, will send when online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Clock Out/ })).toBeEnabled();
    const [waiting] = await queuedPunches(me);
    expect(waiting).toMatchObject({ action: 'in', employee_id: me, punch_id: expect.any(String) });

    online = true;
    expect(await flushPunches(me)).toEqual({ sent: 1, refused: [] });
    expect(await queuedPunches(me)).toEqual([]);
    const sent = server.callsTo('/employee/check_in').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      employee_id: me,
      punch_id: waiting!.punch_id,
      device_time: waiting!.device_time,
    });
    expect(sent[0]).toEqual(sent[1]);
  });

  it('is dropped, and said, when the server refuses it: sending again would not change the answer', async () => {
    fakeServer({
      '/employee/check_in': () =>
        Response.json(
          { message: 'Already Check In. Try Again Tomorrow.', code: 'already_checked_in' },
          { status: 409 },
        ),
    });
    stored.set(punchId, {
      punch_id: punchId,
      employee_id: me,
      action: 'in',
      device_time: '2026-11-25T03:00:00.000Z',
    });
    const result = await flushPunches(me);
    expect(result.sent).toBe(0);
    expect(result.refused.map((r) => r.message)).toEqual(['Already Check In. Try Again Tomorrow.']);
    expect(stored.size).toBe(0);
  });
});
