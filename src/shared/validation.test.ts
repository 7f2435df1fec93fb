import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
    expect(describeIssues(parsed.error!.issues)).toEqual({
      message: 'Working days must be at most 6',
      field: 'workingDays.0',
    });
    const missing = schema.safeParse({ workingDays: [] });
    expect(describeIssues(missing.error!.issues)).toEqual({
      message: 'Company name is required',
      field: 'companyName',
    });
  });
});
