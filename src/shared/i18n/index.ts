/**
 * The message catalogues (rules §9): one per language, the same keys in each (the type says so, and
 * catalogue.test.ts). The English one holds the specification's texts exactly. The client loads only the
 * language in use; the server has both, for e-mails and exports.
 */
import type { Language } from '../locale.js';
import type { en } from './en.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalogue has: the English one's keys, each a string. */
export type Catalogue = Widen<typeof en>;

/** One language's catalogue, as its own chunk in the client's build. */
export const loadCatalogue = (language: Language): Promise<Catalogue> =>
  language === 'ne' ? import('./ne.js').then((m) => m.ne) : import('./en.js').then((m) => m.en);

/** `{{name}}`, or `{{name, format}}` where the value is written in a catalogue's words (`formatParam`). */
const placeholder = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** How a filled template writes a value its placeholder names a format for; as it is when it names none. */
export type ParamWriter = (value: unknown, format: string | undefined) => string;
const asItIs: ParamWriter = (value) => String(value ?? '');

/** A template's `{{name}}` filled from params. */
export const fill = (template: string, params: Record<string, unknown> = {}, write: ParamWriter = asItIs) =>
  template.replace(placeholder, (_, name: string, format?: string) => write(params[name], format));

/** How a language writes numbers and dates for a person (the client's digits and calendar); as they are by default. */
export interface ParamStyle {
  number?: (value: number) => string;
  date?: (iso: string) => string;
  /**
   * The label hr gave a leave type in the reader's language (`{{type, leaveType}}`), which is said as it is; without
   * one, the catalogue's `leaveType` words name it ("Sick leave", "Sick बिदा").
   */
  leaveType?: (name: string) => string | undefined;
}

/**
 * A refusal's parameter in a catalogue's words, as its template names the format: `{{days, days}}` a count with
 * its unit (the catalogue's `errorWords.days_one` / `_other`, chosen by the language's plural rules),
 * `{{status, status}}` one value of an enumeration (`errorWords.status.approved`), `{{start, date}}` a date
 * (yyyy-mm-dd). Parameters travel as values, so each language says them its own way.
 */
export function formatParam(
  words: Catalogue['errorWords'],
  language: string,
  value: unknown,
  format: string | undefined,
  style: ParamStyle = {},
): string {
  const number = style.number ?? String;
  const entries = words as Record<string, unknown>;
  if (format === 'date') return (style.date ?? String)(String(value));
  if (format === 'leaveType') {
    const name = String(value ?? '');
    return style.leaveType?.(name) ?? fill(String(entries.leaveType), { name }, String);
  }
  const choice = format ? entries[format] : undefined;
  if (choice && typeof choice === 'object')
    return String((choice as Record<string, unknown>)[String(value)] ?? value);
  if (format && typeof value === 'number') {
    const form =
      entries[`${format}_${new Intl.PluralRules(language).select(value)}`] ?? entries[`${format}_other`];
    if (typeof form === 'string') return fill(form, { count: value }, (n) => number(n as number));
  }
  return typeof value === 'number' ? number(value) : String(value ?? '');
}

/** A refusal (a code and its parameters) as a catalogue says it: its template filled in its language. */
export const sayRefusal = (
  catalogue: Pick<Catalogue, 'errors' | 'errorWords'>,
  language: string,
  refusal: { code: string; params?: Record<string, unknown> },
  style?: ParamStyle,
) => {
  const template = (catalogue.errors as Record<string, string>)[refusal.code];
  return template === undefined
    ? undefined
    : fill(template, refusal.params, (value, format) =>
        formatParam(catalogue.errorWords, language, value, format, style),
      );
};

/** A catalogue's message by its dotted key, filled: what the server uses where the client has i18next's `t`. */
export const translator =
  (catalogue: Catalogue) =>
  (key: string, params?: Record<string, unknown>): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    return typeof found === 'string' ? fill(found, params) : key;
  };
