import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inEnglish, says } from './i18n/errors';
import { describeIssues, fieldLabel, humanize } from './validation';

describe('messages people read', () => {
  it('writes request keys as words', () => {
    expect(fieldLabel('companyName')).toBe('Company name');
    expect(fieldLabel('end_date')).toBe('End date');
    expect(fieldLabel('employee_id')).toBe('Employee ID');
    expect(humanize('end_date must not be before start_date')).toBe('End date must not be before start date');
    expect(humanize('newPassword must differ from currentPassword')).toBe(
      'New password must differ from current password',
    );
  });

  it('leaves what the caller sent and may send as it is', () => {
    expect(humanize('kind must be one of photo, government_id')).toBe(
      'Kind must be one of photo, government_id',
    );
    expect(humanize('Unrecognized key: "some_key"')).toBe('Unrecognized key: "some_key"');
  });

  it('names the field at fault by its path, and rephrases zod’s own wording', () => {
    const schema = z.object({ workingDays: z.array(z.number().max(6)), companyName: z.string() });
    const parsed = schema.safeParse({ workingDays: [7] });
    expect(parsed.success).toBe(false);
    const tooMany = describeIssues(parsed.error!.issues);
    expect(tooMany).toEqual({
      refusal: { code: 'field_too_big', params: { field: 'Working days', max: 6 } },
      field: 'workingDays.0',
    });
    expect(inEnglish(tooMany.refusal)).toBe('Working days must be at most 6');
    const missing = describeIssues(schema.safeParse({ workingDays: [] }).error!.issues);
    expect(missing).toEqual({
      refusal: { code: 'field_required', params: { field: 'Company name' } },
      field: 'companyName',
    });
    expect(inEnglish(missing.refusal)).toBe('Company name is required');
  });

  it('reads our schemas’ refusals as they were made, codes and params', () => {
    const schema = z.object({
      workStart: z.string().regex(/^\d\d:\d\d$/, { error: says('field_time', { field: 'Work start' }) }),
    });
    expect(describeIssues(schema.safeParse({ workStart: '9' }).error!.issues)).toEqual({
      refusal: { code: 'field_time', params: { field: 'Work start' } },
      field: 'workStart',
    });
  });
});
