DROP INDEX "leave_status_start_idx";--> statement-breakpoint
CREATE INDEX "leave_status_start_idx" ON "leave_requests" USING btree ("status","start_date","created_at","id" DESC NULLS FIRST);