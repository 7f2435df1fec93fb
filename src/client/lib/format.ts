/** Formatting shared by every screen. */
export function formatMoney(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return 'N/A';
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const fullName = (u: { firstName: string; middleName?: string; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');

export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
