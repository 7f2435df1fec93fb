/**
 * An English sentence from a shared schema or rule (what zod or a shared check says) in the person's language:
 * the catalogue's error templates are matched, their parameters kept. A sentence the catalogue does not
 * know is shown as it is. The server's refusals need no matching: they carry their `code` (lib/api.ts).
 */
import { messageMatcher } from '../../shared/i18n';
import { errorTemplates } from '../../shared/i18n/errors';
import { i18next } from './i18n';

const match = messageMatcher(errorTemplates);

export function say(message: string): string {
  const found = match(message);
  return found ? i18next.t(`errors.${found.key}` as never, found.params) : message;
}
