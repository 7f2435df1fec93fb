import { z } from 'zod';
import { idOf } from './schemas.js';

const date = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .max(10, { error: `${field} must be a date as yyyy-mm-dd` })
    .pipe(z.iso.date({ error: `${field} must be a date as yyyy-mm-dd` }));

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
    name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(80),
    start_date: date('start_date'),
    end_date: date('end_date'),
  })
  .refine((b) => b.end_date >= b.start_date, {
    error: 'end_date must not be before start_date',
    path: ['end_date'],
  });

export const updateCycleBody = z.object({
  cycle_id: idOf('cycle_id'),
  status: z.enum(['open', 'closed'], { error: 'status must be open or closed' }),
});

export const cycleRef = z.object({ cycle_id: idOf('cycle_id') });

export const goalSchema = z.object({
  title: z.string().trim().min(1, { error: 'goal title is required' }).max(MAX_GOAL_LENGTH),
  achieved: z.boolean().default(false),
});

export const saveReviewBody = z
  .object({
    cycle_id: idOf('cycle_id'),
    employee_id: idOf('employee_id'),
    goals: z
      .array(goalSchema)
      .max(MAX_GOALS, { error: `at most ${MAX_GOALS} goals` })
      .default([]),
    rating: z
      .number({ error: 'rating is required' })
      .int({ error: 'rating must be a whole number from 1 to 5' })
      .min(1, { error: 'rating must be a whole number from 1 to 5' })
      .max(5, { error: 'rating must be a whole number from 1 to 5' }),
    comments: z.string().trim().max(MAX_COMMENTS_LENGTH).default(''),
  })
  .refine((b) => b.comments !== '' || b.goals.length > 0, {
    error: 'A review needs comments or at least one goal',
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
