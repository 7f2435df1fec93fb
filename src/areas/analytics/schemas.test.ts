import { describe, expect, it } from 'vitest';
import { addMonths, analyticsWindows, dailyAttendanceRate, eachMonth } from './schemas.js';

describe('analyticsWindows', () => {
  it('covers the 30 days before today, the 12 months ending with this one and the 3 after it', () => {
    expect(analyticsWindows('2026-11-18')).toEqual({
      attendance: { from: '2026-10-19', to: '2026-11-17' },
      leave: { from: '2025-12', to: '2027-02' },
    });
    expect(analyticsWindows('2026-03-01')).toEqual({
      attendance: { from: '2026-01-30', to: '2026-02-28' },
      leave: { from: '2025-04', to: '2026-06' },
    });
  });
});

describe('months', () => {
  it('move across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-05', 24)).toBe('2028-05');
  });

  it('are listed from the first to the last, both included', () => {
    expect(eachMonth('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(eachMonth('2026-02', '2026-01')).toEqual([]);
  });
});

describe('dailyAttendanceRate', () => {
  it('is attended / expected as a percent with 1 decimal', () => {
    expect(dailyAttendanceRate(2, 3)).toBe(66.7);
    expect(dailyAttendanceRate(1, 8)).toBe(12.5);
    expect(dailyAttendanceRate(0, 4)).toBe(0);
    expect(dailyAttendanceRate(4, 4)).toBe(100);
  });

  it('is null when nobody was expected, and never above 100', () => {
    expect(dailyAttendanceRate(0, 0)).toBeNull();
    expect(dailyAttendanceRate(1, 0)).toBeNull();
    expect(dailyAttendanceRate(5, 4)).toBe(100);
  });
});
