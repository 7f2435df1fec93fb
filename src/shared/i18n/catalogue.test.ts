import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { errorTemplates, errorWords, inEnglish, refusal, refusalIn, says } from './errors.js';
import { sayRefusal } from './index.js';
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
/** A text's placeholders, with the format each names: `{{days, days}}` is `days,days`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => `${m[1]},${m[2] ?? ''}`).sort();
/**
 * Names the same in every language: the product, file and code formats, settings' names (PUBLIC_URL), the tokens
 * hr types into a bank file's narration ({month}), the remote-area classes the tax rules name (A–E), attendance
 * devices' makes and protocol (ZKTeco, eSSL, ADMS) and the user number their screens call PIN, and the network
 * words an integration's settings use (API, IP, CIDR), and the QR code an authenticator app scans.
 */
const universal =
  /\b(HRIS|[A-Z]+(?:_[A-Z]+)+|PDF|PNG|JPEG|WebP|MB|KB|CSV|XLSX|JSON|NUL|NPR|USD|EUR|ISO|IANA|HH|MM|yyyy|mm|dd|AI|PAN|PIN|ADMS|ZKTeco|eSSL|API|IP|CIDR|QR)\b|\{(?:month|year)\}|\bA–E\b|Asia\/Kathmandu|application\/json|multipart\/form-data/g;

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
      /[A-Za-z]/.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(universal, '')),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('name the one a person reports to as their supervisor, never as "the one who reports" (issue 44, item 8)', () => {
    const reportsTo = [...english].filter(([, text]) => text === 'Reports to').map(([key]) => key);
    expect(reportsTo.length).toBeGreaterThan(0);
    expect(reportsTo.map((key) => nepali.get(key))).toEqual(reportsTo.map(() => 'सुपरिवेक्षक'));
  });

  it('call a timesheet टाइमसिट in every Nepali text, as the timesheet screens do', () => {
    const timesheets = [...english].filter(([, text]) => /timesheet/i.test(text)).map(([key]) => key);
    expect(timesheets.length).toBeGreaterThan(0);
    expect(timesheets.filter((key) => !nepali.get(key)?.includes('टाइमसिट'))).toEqual([]);
  });

  it('hold every error template of the API under its code', () => {
    expect(en.errors).toBe(errorTemplates);
    expect(Object.keys(ne.errors).sort()).toEqual(Object.keys(errorTemplates).sort());
  });
});

describe('refusals', () => {
  const languages = { en, ne };

  it('have a template under every code in every language, naming the same parameters', () => {
    for (const [language, catalogue] of Object.entries(languages))
      for (const [code, template] of Object.entries(errorTemplates)) {
        const said = (catalogue.errors as Record<string, string>)[code];
        expect(said?.trim(), `${language} ${code}`).toBeTruthy();
        expect(placeholders(said ?? ''), `${language} ${code}`).toEqual(placeholders(template));
      }
  });

  it('have the words of every format a template names, in every language', () => {
    const formats = new Set(
      Object.values(errorTemplates).flatMap((t) =>
        placeholders(t)
          .map((p) => p.split(',')[1] ?? '')
          .filter(Boolean),
      ),
    );
    for (const [language, catalogue] of Object.entries(languages))
      for (const format of [...formats].filter((f) => f !== 'date')) {
        const words = catalogue.errorWords as Record<string, unknown>;
        expect(words[format] ?? words[`${format}_other`], `${language} ${format}`).toBeTruthy();
      }
    expect(Object.keys(ne.errorWords).sort()).toEqual(Object.keys(errorWords).sort());
  });

  it('say their parameters as values, in each language’s words, digits and plural', () => {
    const short = refusal('leave_not_enough', {
      type: 'Sick',
      year: '2030',
      requested: 1,
      available: 0.5,
      allowance: 5,
      used: 0,
      pending: 4.5,
    });
    expect(inEnglish(short)).toBe(
      'Not enough Sick leave left in 2030: 1 working day requested, 0.5 days available (5 credited, 0 used, 4.5 pending).',
    );
    expect(sayRefusal(ne, 'ne', short)).toBe(
      '2030 मा Sick बिदा पुग्दैन: 1 कार्य दिन माग गरियो, 0.5 दिन उपलब्ध (5 जम्मा, 0 प्रयोग, 4.5 विचाराधीन)।',
    );
    const decided = refusal('request_not_pending', { status: 'approved', verb: 'cancelled' });
    expect(sayRefusal(ne, 'ne', decided)).toBe('यो निवेदन पहिल्यै स्वीकृत छ; विचाराधीन निवेदन मात्र रद्द गर्न सकिन्छ।');
  });

  it('travel in a schema’s zod message as their code and params, never English', () => {
    const message = says('field_time', { field: 'Work start' });
    expect(message).not.toContain('must be');
    expect(refusalIn(message)).toEqual({ code: 'field_time', params: { field: 'Work start' } });
    expect(refusalIn('Work start must be a time as HH:MM')).toBeUndefined();
  });
});
