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

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's `{{name}}` filled from params. */
export const fill = (template: string, params: Record<string, unknown> = {}) =>
  template.replace(placeholder, (_, name: string) => String(params[name] ?? ''));

/**
 * Which catalogue message an English sentence is, and its parameters: how the server gives every error a
 * stable code, and how the client says a message that came as English text (a shared schema's) in the
 * person's language. Longest templates are tried first, so a specific one beats a general one.
 */
export function messageMatcher(templates: Record<string, string>) {
  const patterns = Object.entries(templates)
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([key, template]) => {
      const names = [...template.matchAll(placeholder)].map((m) => m[1] as string);
      const source = template
        .split(placeholder)
        .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`, 's') };
    });
  return (message: string): { key: string; params: Record<string, string> } | undefined => {
    for (const { key, names, pattern } of patterns) {
      const found = pattern.exec(message);
      if (found) return { key, params: Object.fromEntries(names.map((n, i) => [n, found[i + 1] as string])) };
    }
    return undefined;
  };
}

/** A catalogue's message by its dotted key, filled: what the server uses where the client has i18next's `t`. */
export const translator =
  (catalogue: Catalogue) =>
  (key: string, params?: Record<string, unknown>): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    return typeof found === 'string' ? fill(found, params) : key;
  };
