/**
 * The organisation's own names in other languages (issue 44): a department, a designation or a leave type is
 * stored, sent and matched by its name (written in English, as the API is: locale.ts), and may carry a label for
 * each other language, `{ ne: 'वित्त' }`, which a reader of that language sees instead of the name.
 */
import { z } from 'zod';
import { says } from './i18n/refusals.js';
import { type Language, languages } from './locale.js';

/** The languages a name may have a label in: every language but English, the names' own. */
export type LabelLanguage = Exclude<Language, 'en'>;
export const labelLanguages = languages.filter((l): l is LabelLanguage => l !== 'en');
export type Labels = Partial<Record<LabelLanguage, string>>;

export const MAX_LABEL = 100;
/** The field a refusal of each language's label names. */
export const labelField: Record<LabelLanguage, 'Nepali name'> = { ne: 'Nepali name' };

const label = (language: LabelLanguage) => {
  const field = labelField[language];
  return z
    .string({ error: says('field_text', { field }) })
    .trim()
    .max(MAX_LABEL, { error: says('field_too_long', { field, max: MAX_LABEL }) })
    .refine((text) => !/[\r\n\u0085\u2028\u2029]/.test(text), { error: says('field_one_line', { field }) })
    .optional();
};

/**
 * A label per other language, each trimmed, one line, at most 100 characters; a blank one is no label. An
 * overwrite, not a transform: replies carrying labels (the settings' leave types) are encoded by it too.
 */
export const labelsSchema = z
  .strictObject(
    Object.fromEntries(labelLanguages.map((l) => [l, label(l)])) as Record<
      LabelLanguage,
      ReturnType<typeof label>
    >,
  )
  .overwrite((given) => Object.fromEntries(Object.entries(given).filter(([, text]) => text)));

/** What a reader of `language` sees for a name with `labels`: its label in that language, else the name. */
export const labelled = (name: string, labels: Labels | undefined, language: Language): string =>
  (language !== 'en' && labels?.[language]) || name;

/** `(name, language) => the label a name was given in that language`, if any, from labels by name in any case. */
export function labelFinder(labels: Record<string, Labels> | undefined) {
  const byName = new Map(Object.entries(labels ?? {}).map(([name, l]) => [name.toLowerCase(), l]));
  return (name: string, language: Language): string | undefined => {
    const label = labelled(name, byName.get(name.toLowerCase()), language);
    return label === name ? undefined : label;
  };
}
