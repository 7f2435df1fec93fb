/** The employee report (spec §7 `report`; rules §6): `text`, and which generator wrote it. */
import { z } from 'zod';
import { idOf } from '../../shared/schemas.js';

export const reportBody = z.object({
  employee_id: idOf('employee_id'),
});

export const reportGenerators = ['built-in', 'llm'] as const;

export const reportReply = z.object({
  text: z.string(),
  generator: z.enum(reportGenerators),
  /** The model's name when a language model wrote it. */
  model: z.string().nullable(),
  generatedAt: z.string(),
});
export type ReportReply = z.infer<typeof reportReply>;

/** Lines the report modal shows as sub-headings: those naming a summary (spec §2). */
export const isSummaryHeading = (line: string) => /\bsummary\b/i.test(line);

/** Markdown emphasis and heading marks removed, as the spec's modal strips bold markers. */
export const plainReportLine = (line: string) =>
  line
    .replace(/\*\*|__/g, '')
    .replace(/^#{1,6}\s+/, '')
    .trimEnd();
