/** The browser's time zone, and the note an instant carries when the organisation's differs (no date library). */
import { i18next } from './i18n';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** " (Asia/Kathmandu time)" when the organisation's zone is not the browser's, else nothing. */
export const zoneNote = (timeZone: string) =>
  timeZone === browserTimeZone()
    ? ''
    : ` ${i18next.t('format.zoneNote', { zone: timeZone.replaceAll('_', ' ') })}`;
