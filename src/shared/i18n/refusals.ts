/**
 * Refusals as data, apart from the templates (./errors.ts) so that code which only makes or carries refusals (a
 * schema, the client's transport) does not load every English sentence.
 */
import type { ErrorCode, ParamsOf, Refusal } from './errors.js';

/** A refusal of `code`; the type says which params its template needs (a misspelt code does not compile). */
export const refusal = <C extends ErrorCode>(code: C, ...[params]: ParamsOf<C>): Refusal =>
  params ? { code, params } : { code };

/**
 * A refusal as a zod message, for a shared schema to say in `{ error: says('field_time', { field: 'Work start' }) }`:
 * zod keeps only a message string, so the code and params travel in it, and `refusalIn` reads them back (the
 * server's reply, the client's form). Never English: a schema's refusal has its code as a thrown one does.
 */
export const says = <C extends ErrorCode>(code: C, ...params: ParamsOf<C>): string =>
  asMessage(refusal(code, ...params));
const SAYS = 'refusal:';
/** A refusal a shared check made, as a zod message. */
export const asMessage = (said: Refusal) => `${SAYS}${JSON.stringify(said)}`;

/** The refusal a message made by `says` carries, or undefined for any other text. */
export function refusalIn(message: string): Refusal | undefined {
  if (!message.startsWith(SAYS)) return undefined;
  return JSON.parse(message.slice(SAYS.length)) as Refusal;
}
