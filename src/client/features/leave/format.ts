/** How leave dates read on screen. */
import { format, parseISO } from 'date-fns';

/** `Mar 8, 2027` (spec §9: short month, day, year). */
export const shortDate = (date: string) => format(parseISO(date), 'MMM d, yyyy');

export const dateRange = (start: string, end: string) =>
  start === end ? shortDate(start) : `${shortDate(start)} - ${shortDate(end)}`;
