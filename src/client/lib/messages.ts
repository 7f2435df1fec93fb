/**
 * A refusal in the person's language, from its code and params (shared/i18n/errors.ts): what the server refused
 * (lib/api.ts), an import's row reasons, a shared check's (a file too large), or a shared schema's message
 * (`says`). A text that carries no refusal is shown as it is.
 */
import { refusalIn } from '../../shared/i18n/refusals';
import { i18next } from './i18n';

type Said = { code?: string; params?: Record<string, unknown>; message?: string };

export function say(said: string | Said): string {
  const refusal = typeof said === 'string' ? refusalIn(said) : said;
  if (refusal?.code && i18next.exists(`errors.${refusal.code}`))
    return i18next.t(`errors.${refusal.code}` as never, refusal.params ?? {});
  return typeof said === 'string' ? said : (said.message ?? '');
}
