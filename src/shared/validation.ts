import type { z } from 'zod';
import type { Refusal } from './i18n/errors.js';
import { refusal, refusalIn } from './i18n/refusals.js';

/** "companyName" → "Company name", "end_date" → "End date", "employee_id" → "Employee ID". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => (w.toLowerCase() === 'id' ? 'ID' : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Identifiers in a message become words; quoted text (what the caller sent) and the values after "one of"
 * (what the caller may send) are left as they are.
 */
export function humanize(message: string): string {
  const at = message.search(/\bone of\b/);
  const [head, values] = at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at)];
  const text = head
    .split(/("[^"]*")/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z0-9]+(?:_[a-z0-9]+)+\b/g, (id) => {
            const label = fieldLabel(id);
            return label === 'ID' ? label : label.charAt(0).toLowerCase() + label.slice(1);
          }),
    )
    .join('');
  return text.charAt(0).toUpperCase() + text.slice(1) + values;
}

/**
 * The refusal of a failed parse, about the first field at fault, and that field's path (dotted) so a form can
 * show the sentence beside it: `{ refusal: { code: 'field_email', params: { field: 'Email' } }, field: 'email' }`.
 * Our schemas' messages are refusals already (`says`); zod's own are said with the field named in words.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { refusal: Refusal; field?: string } {
  const issue = issues[0];
  if (!issue) return { refusal: refusal('invalid_request') };
  const field = issue.path.map(String).join('.') || undefined;
  const coded = refusalIn(issue.message);
  if (coded) return { refusal: coded, field };
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return { refusal: refusal(issue.keys.length > 1 ? 'unknown_fields_many' : 'unknown_fields', { keys }) };
  }
  // Fastify reports every path segment as a string: "workingDays.0" is about the working days.
  const key = issue.path
    .map(String)
    .filter((p) => !/^\d+$/.test(p))
    .at(-1);
  if (!field || !key) return { refusal: refusal('invalid_request') };
  return { refusal: builtIn(issue, fieldLabel(key)), field };
}

/**
 * Every problem of a failed parse, one per field (its first), in the order zod found them: what a form shows
 * beside each of its fields at once. The first is `describeIssues`'s.
 */
export function describeAllIssues(
  issues: readonly z.core.$ZodIssue[],
): { refusal: Refusal; field?: string }[] {
  const seen = new Set<string>();
  const problems: { refusal: Refusal; field?: string }[] = [];
  for (const issue of issues) {
    const problem = describeIssues([issue]);
    const key = problem.field ?? `:${problem.refusal.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/** Zod's own messages ("Too big: expected string to have <=40 characters") as refusals about the field. */
function builtIn(issue: z.core.$ZodIssue, field: string): Refusal {
  const i = issue as { code: string; origin?: string; maximum?: unknown; minimum?: unknown; format?: string };
  const max = Number(i.maximum);
  const min = Number(i.minimum);
  if (i.code === 'invalid_type' && issue.message.toLowerCase().includes('received undefined'))
    return refusal('field_required', { field });
  if (i.code === 'too_big' && i.maximum !== undefined) {
    if (i.origin === 'string') return refusal('field_too_long', { field, max });
    return i.origin === 'array'
      ? refusal('field_too_many', { field, max })
      : refusal('field_too_big', { field, max });
  }
  if (i.code === 'too_small' && i.minimum !== undefined) {
    if (i.origin === 'string')
      return min === 1 ? refusal('field_required', { field }) : refusal('field_too_short', { field, min });
    return i.origin === 'array'
      ? refusal('field_too_few', { field, min })
      : refusal('field_too_small', { field, min });
  }
  if (i.code === 'invalid_format' && i.format)
    return refusal('field_not_valid', { field, format: i.format.replace('datetime', 'date and time') });
  return refusal('field_detail', { field, detail: issue.message });
}
