/** The admin dashboard (/admin/dashboard, rules §7): headcount and today's figures, in one reply. */
import { z } from 'zod';

export const dashboardStatsReply = z.object({
  /** The organisation's local date the "today" figures are about (yyyy-mm-dd). */
  today: z.string(),
  total: z.number(),
  active: z.number(),
  terminated: z.number(),
  /** Active people with an approved leave covering today. */
  onLeaveToday: z.number(),
  /** Records of today, on time or late. */
  presentToday: z.number(),
  lateToday: z.number(),
  /** Leave requests waiting for a decision. */
  pendingLeave: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsReply>;
