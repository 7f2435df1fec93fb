/**
 * Hours as hr's screens and the reports show them: minutes (as the API speaks) written as decimal hours in the
 * reader's digits, `12.5`, `१२.५`, as the report's files write them.
 */
import type { Format } from '../../../client/lib/format';

export const decimalHours = (f: Format, minutes: number) =>
  f.number(minutes / 60, { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Hours typed in a form (`37.5`; blank is none) as whole minutes; what is not a number stays so for the schema. */
export const minutesOfHours = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 60));

/** Minutes as the hours a form's field holds (`37.5`), Latin digits as the input takes them. */
export const hoursValue = (minutes: number | null) =>
  minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100);
