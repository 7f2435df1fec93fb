-- pg_trgm (trusted: a database owner may create it) powers the trigram indexes of the employee search.
-- IF NOT EXISTS: an earlier draft of this migration ran on some development databases.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attendance_day_status_idx" ON "attendance_records" USING btree ("work_date","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_first_name_trgm_idx" ON "employees" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_last_name_trgm_idx" ON "employees" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_email_trgm_idx" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_designation_trgm_idx" ON "employees" USING gin ("designation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_name_order_idx" ON "employees" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_designation_idx" ON "employees" USING btree ("designation");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_full_name_trgm_idx" ON "employees" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leave_status_start_idx" ON "leave_requests" USING btree ("status","start_date","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leave_status_end_idx" ON "leave_requests" USING btree ("status","end_date");