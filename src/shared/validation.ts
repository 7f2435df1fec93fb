import type { z } from 'zod';

/** One readable sentence for a failed parse, naming the first field at fault: `email must be a valid email address`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  if (issue.message.startsWith(field) || !field) return issue.message;
  if (issue.code === 'invalid_type' && issue.message.toLowerCase().includes('received undefined'))
    return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return issue.message;
  return `${field}: ${issue.message}`;
}
