import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

const date = (key: string) => {
  const field = humanize(key);
  return z
    .string({ error: says('field_required', { field }) })
    .min(1, { error: says('field_required', { field }) })
    .max(10, { error: says('field_date', { field }) })
    .pipe(z.iso.date({ error: says('field_date', { field }) }));
};

export const MAX_GOAL_LENGTH = 200;
export const MAX_GOALS = 20;
export const MAX_COMMENTS_LENGTH = 4000;

export const cycleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(['open', 'closed']),
});
export type ReviewCycle = z.infer<typeof cycleSchema>;

export const createCycleBody = z
  .object({
    name: z
      .string({ error: says('field_required', { field: 'Name' }) })
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(80),
    start_date: date('start_date'),
    end_date: date('end_date'),
  })
  .refine((b) => b.end_date >= b.start_date, {
    error: says('end_before_start'),
    path: ['end_date'],
  });

export const updateCycleBody = z.object({
  cycle_id: idOf('cycle_id'),
  status: z.enum(['open', 'closed'], {
    error: says('field_either', { field: 'Status', first: 'open', second: 'closed' }),
  }),
});

export const cycleRef = z.object({ cycle_id: idOf('cycle_id') });

export const goalSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: says('field_required', { field: 'Goal title' }) })
    .max(MAX_GOAL_LENGTH),
  achieved: z.boolean().default(false),
});

export const saveReviewBody = z
  .object({
    cycle_id: idOf('cycle_id'),
    employee_id: idOf('employee_id'),
    goals: z
      .array(goalSchema)
      .max(MAX_GOALS, { error: says('review_goals_max', { max: MAX_GOALS }) })
      .default([]),
    rating: z
      .number({ error: says('field_required', { field: 'Rating' }) })
      .int({ error: says('rating_range') })
      .min(1, { error: says('rating_range') })
      .max(5, { error: says('rating_range') }),
    comments: z.string().trim().max(MAX_COMMENTS_LENGTH).default(''),
  })
  .refine((b) => b.comments !== '' || b.goals.length > 0, {
    error: says('review_empty'),
    path: ['comments'],
  });
export type SaveReviewBody = z.input<typeof saveReviewBody>;
export type ValidReview = z.output<typeof saveReviewBody>;

export const reviewSchema = z.object({
  _id: z.string(),
  cycle: cycleSchema,
  goals: z.array(z.object({ title: z.string(), achieved: z.boolean() })),
  rating: z.number(),
  comments: z.string(),
  reviewer: z.object({ _id: z.string(), name: z.string() }),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** One row of a cycle's review sheet: an employee and their review, if written yet. */
export const reviewRowSchema = z.object({
  employee: z.object({ _id: z.string(), name: z.string(), designation: z.string(), department: z.string() }),
  review: reviewSchema.nullable(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const cyclesReply = z.object({ cycles: z.array(cycleSchema) });
export const cycleReply = z.object({ cycle: cycleSchema });
export const reviewSheetReply = z.object({ rows: z.array(reviewRowSchema) });
export const employeeReviewsReply = z.object({ reviews: z.array(reviewSchema) });
