/** How leave dates read on screen. */
import { format, parseISO } from 'date-fns';

/** `Mar 8, 2027` (spec §9: short month, day, year). */
export const shortDate = (date: string) => format(parseISO(date), 'MMM d, yyyy');

export const dateRange = (start: string, end: string) =>
  start === end ? shortDate(start) : `${shortDate(start)} - ${shortDate(end)}`;

/** When a decision was made, in the reader's own time. */
export const decidedAt = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
