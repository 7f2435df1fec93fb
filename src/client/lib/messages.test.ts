import { afterAll, describe, expect, it } from 'vitest';
// Loading lib/format.ts says how a refusal's date is written (in the app, every screen with a date loads it).
import './format';
import { changePasswordBody } from '../../shared/auth';
import { labelFinder } from '../../shared/labels';
import { applyLocale, nameLeaveTypesWith } from './i18n';
import { say } from './messages';

describe('a refusal said in the person’s language', () => {
  afterAll(() => applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' }));

  it('fills the Nepali template from the code and its values: digits, units, words and dates as Nepali writes them', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    // What the server answers for leave beyond what is left (areas/leave/server/service.ts).
    const short = {
      code: 'leave_not_enough',
      params: {
        type: 'Personal',
        year: '2030',
        requested: 1,
        available: 0.5,
        allowance: 5,
        used: 0,
        pending: 4.5,
      },
      message:
        'Not enough Personal leave left in 2030: 1 working day requested, 0.5 days available (5 credited, 0 used, 4.5 pending).',
    };
    expect(say(short)).toBe(
      '2030 मा Personal बिदा पुग्दैन: १ कार्य दिन माग गरियो, ०.५ दिन उपलब्ध (५ जम्मा, ० प्रयोग, ४.५ विचाराधीन)।',
    );
    const overlap = {
      code: 'leave_overlap',
      params: { status: 'pending', start: '2026-11-25', end: '2026-11-26' },
    };
    expect(say(overlap)).toBe(
      'यी मितिहरू मंसिर ९, २०८३ देखि मंसिर १०, २०८३ सम्मको तपाईंको विचाराधीन बिदासँग खप्टिन्छन्।',
    );
  });

  it('names a leave type by the Nepali name hr gave it, never "Sick" inside a Nepali sentence', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    nameLeaveTypesWith(labelFinder({ Sick: { ne: 'बिरामी बिदा' } }));
    const whole = { code: 'leave_whole_days', params: { type: 'sick' } };
    expect(say(whole)).toBe('बिरामी बिदा पूरा दिनमा मात्र लिन सकिन्छ');
    // A type hr gave no Nepali name keeps its own, as "<name> बिदा"; English never takes the Nepali label.
    expect(say({ code: 'leave_whole_days', params: { type: 'Personal' } })).toBe(
      'Personal बिदा पूरा दिनमा मात्र लिन सकिन्छ',
    );
    await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    expect(say(whole)).toBe('sick leave can be taken in whole days only');
    nameLeaveTypesWith(labelFinder(undefined));
  });

  it('says the English template with its units and plural, and keeps a sentence no template describes', async () => {
    await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    const params = {
      type: 'Sick',
      year: '2030',
      requested: 2,
      available: 1,
      allowance: 5,
      used: 4,
      pending: 0,
    };
    expect(say({ code: 'leave_not_enough', params })).toBe(
      'Not enough Sick leave left in 2030: 2 working days requested, 1 day available (5 credited, 4 used, 0 pending).',
    );
    expect(say({ code: 'not_found', message: 'Not found: GET /api/nothing-here' })).toBe(
      'Not found: GET /api/nothing-here',
    );
  });
});

describe('a form’s refusal names its field in the reader’s language (issue 44, item 8)', () => {
  afterAll(() => applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' }));

  it('says the field’s Nepali name and the number in Devanagari, from the same schema message', async () => {
    const short = changePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'abc' });
    const message = short.error?.issues.find((i) => i.path[0] === 'newPassword')?.message ?? '';
    expect(say(message)).toBe('New password must be at least 8 characters');
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    expect(say(message)).toBe('नयाँ पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ');
    // A name the catalogue does not know is shown as it is, never dropped.
    expect(say({ code: 'field_required', params: { field: 'Zzz' } })).toBe('Zzz आवश्यक छ');
  });

  it('names the opening payroll figures an import refuses in Nepali, not "Paid (income for tax)"', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    expect(say({ code: 'import_money', params: { field: 'Paid (income for tax)' } })).toMatch(
      /^पाएको तलब \(करयोग्य आय\) /,
    );
    expect(say({ code: 'field_required', params: { field: 'Tax withheld' } })).toBe('कट्टा भएको कर आवश्यक छ');
  });
});
