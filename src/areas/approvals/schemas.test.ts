import { describe, expect, it } from 'vitest';
import { inEnglish, refusalIn } from '../../shared/i18n/errors.js';
import { approverRoles, standInForm, standInWindow } from './delegation-schemas.js';

describe('the stand-in rule the server and the form share', () => {
  it('offers the roles that decide requests', () => {
    expect(approverRoles).toEqual(['manager', 'hr']);
  });

  it('runs from today to the same day a year on (28 February after a 29th)', () => {
    expect(standInWindow('2030-06-14')).toEqual({ earliest: '2030-06-14', latest: '2031-06-14' });
    expect(standInWindow('2028-02-29')).toEqual({ earliest: '2028-02-29', latest: '2029-02-28' });
  });

  it('refuses in the form what the server refuses, beside the field at fault', () => {
    const form = standInForm('2030-06-14');
    const delegate_id = '00000000-0000-4000-8000-000000000001';
    const issues = (start_date: string, end_date: string) =>
      form
        .safeParse({ delegate_id, start_date, end_date })
        .error?.issues.map((i) => [i.path[0], inEnglish(refusalIn(i.message)!)]);
    expect(issues('2030-06-13', '2030-06-20')).toEqual([
      ['start_date', 'The stand-in must not start before today.'],
    ]);
    expect(issues('2030-06-14', '2031-06-15')).toEqual([
      ['end_date', 'The stand-in must end within a year from today.'],
    ]);
    expect(issues('2030-06-14', '2031-06-14')).toBeUndefined();
  });
});
