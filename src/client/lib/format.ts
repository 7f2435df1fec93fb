/** Formatting shared by every screen. */
export function formatMoney(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return 'N/A';
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const fullName = (u: { firstName: string; middleName?: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** " (Asia/Kathmandu time)" when the organisation's zone is not the browser's, else nothing. */
export const zoneNote = (timeZone: string) =>
  timeZone === browserTimeZone() ? '' : ` (${timeZone.replaceAll('_', ' ')} time)`;

/** An instant as "Nov 25, 2026, 9:02 AM" in the organisation's time zone, saying so when it is not the browser's. */
export function formatInstant(iso: string, timeZone: string): string {
  const text = new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return text + zoneNote(timeZone);
}

export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
