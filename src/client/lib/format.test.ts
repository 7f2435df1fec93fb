import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatInstant } from './format';

describe('an instant on screen', () => {
  it('is shown in the organisation’s time zone, and says so when the browser is elsewhere', () => {
    const elsewhere = browserTimeZone() === 'Asia/Kathmandu' ? 'America/New_York' : 'Asia/Kathmandu';
    const text = formatInstant('2026-11-25T03:17:00.000Z', 'Asia/Kathmandu');
    if (elsewhere === 'Asia/Kathmandu') expect(text).toBe('Nov 25, 2026, 9:02 AM (Asia/Kathmandu time)');
    else expect(text).toBe('Nov 25, 2026, 9:02 AM');
    expect(formatInstant('2026-11-25T03:17:00.000Z', browserTimeZone())).not.toContain('time)');
  });
});
