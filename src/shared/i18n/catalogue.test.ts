import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { errorTemplates } from './errors.js';
import { fill, messageMatcher } from './index.js';
import { ne } from './ne.js';

/** Every `section.key` of a catalogue with its text. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Names the same in every language: the product, file and code formats, settings' names (PUBLIC_URL). */
const universal =
  /\b(HRIS|[A-Z]+(?:_[A-Z]+)+|PDF|PNG|JPEG|WebP|MB|KB|CSV|JSON|NUL|NPR|USD|EUR|ISO|IANA|HH|MM|yyyy|mm|dd|AI|PAN)\b|Asia\/Kathmandu|application\/json|multipart\/form-data/g;

const english = flatten(en);
const nepali = flatten(ne);

describe('the catalogues', () => {
  it('have the same keys', () => {
    expect([...nepali.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !nepali.has(k))).toEqual([]);
  });

  it('fill the same placeholders in each language, and leave no text empty', () => {
    const differ = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(nepali.get(key) ?? '').join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
    expect([...english, ...nepali].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it('say every sentence in Nepali: no English words left but names that are the same everywhere', () => {
    const untranslated = [...nepali].filter(([, text]) =>
      /[A-Za-z]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(universal, '')),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('hold every error template of the API under its code', () => {
    expect(en.errors).toBe(errorTemplates);
    expect(Object.keys(ne.errors).sort()).toEqual(Object.keys(errorTemplates).sort());
  });
});

describe('reading an English sentence back to its code', () => {
  const match = messageMatcher(errorTemplates);

  it('finds the template and what varies in it, the most specific template first', () => {
    expect(match('Work start must be a time as HH:MM')).toEqual({
      key: 'field_time',
      params: { field: 'Work start' },
    });
    expect(match('Attendance for 2026-10 has already been submitted.')).toEqual({
      key: 'month_locked',
      params: { month: '2026-10' },
    });
    expect(match('End date must not be before start date')?.key).toMatch(/end_before_start/);
    expect(match('Something nobody wrote')).toBeUndefined();
  });

  it('gives back the very sentence when filled in English, for every template', () => {
    for (const [key, template] of Object.entries(errorTemplates)) {
      const params = Object.fromEntries(placeholders(template).map((name, i) => [name, `x${i}`]));
      const found = match(fill(template, params));
      expect(found && fill(errorTemplates[found.key as keyof typeof errorTemplates], found.params), key).toBe(
        fill(template, params),
      );
    }
  });
});
