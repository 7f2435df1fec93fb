/** How the analytics screen writes its numbers and dates. */
import { format, parseISO } from 'date-fns';

/** An average salary, with 1 decimal (spec §9), in the organisation's currency. */
export const averageMoney = (amount: number | null, currency: string) =>
  amount === null
    ? 'N/A'
    : `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;

/** `150K`, for axis ticks. */
export const compactNumber = (n: number) => n.toLocaleString('en-US', { notation: 'compact' });

export const dayLabel = (date: string) => format(parseISO(date), 'MMM d');
export const longDay = (date: string) => format(parseISO(date), 'MMM d, yyyy');
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');
export const shortMonth = (month: string) => format(parseISO(`${month}-01`), 'MMM yy');

export const percent = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);
