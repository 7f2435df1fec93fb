import type { z } from 'zod';

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
 * One readable sentence for a failed parse, about the first field at fault, and that field's path (dotted) so
 * a form can show the sentence beside it: `{ message: 'Email must be a valid email address', field: 'email' }`.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { message: string; field?: string } {
  const issue = issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.map(String).join('.') || undefined;
  // Fastify reports every path segment as a string: "workingDays.0" is about the working days.
  const key = issue.path
    .map(String)
    .filter((p) => !/^\d+$/.test(p))
    .at(-1);
  if (!field || !key) return { message: humanize(issue.message) };
  if (issue.code === 'unrecognized_keys') return { message: issue.message };
  // Zod's own wording is rephrased; our schemas' messages are sentences already, or name the field by its key
  // ("end_date must not be before start_date"), which becomes words.
  if (!/^(Invalid|Too (big|small)|Expected)/.test(issue.message))
    return { message: humanize(issue.message), field };
  if (issue.code === 'invalid_type' && issue.message.toLowerCase().includes('received undefined'))
    return { message: `${fieldLabel(key)} is required`, field };
  return { message: builtIn(issue, fieldLabel(key)), field };
}

/** Zod's own messages ("Too big: expected string to have <=40 characters") said for people. */
function builtIn(issue: z.core.$ZodIssue, label: string): string {
  const i = issue as { code: string; origin?: string; maximum?: unknown; minimum?: unknown; format?: string };
  const unit = i.origin === 'string' ? ' characters' : i.origin === 'array' ? ' items' : '';
  if (i.code === 'too_big' && i.maximum !== undefined) return `${label} must be at most ${i.maximum}${unit}`;
  if (i.code === 'too_small' && i.origin === 'string' && Number(i.minimum) === 1)
    return `${label} is required`;
  if (i.code === 'too_small' && i.minimum !== undefined)
    return `${label} must be at least ${i.minimum}${unit}`;
  if (i.code === 'invalid_format' && i.format)
    return `${label} is not a valid ${i.format.replace('datetime', 'date and time')}`;
  return `${label}: ${issue.message}`;
}
