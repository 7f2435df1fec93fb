DROP INDEX "employees_status_idx";--> statement-breakpoint
DROP INDEX "leave_status_end_idx";--> statement-breakpoint
DROP INDEX "leave_ledger_year_idx";--> statement-breakpoint
CREATE INDEX "leave_pending_employee_idx" ON "leave_requests" USING btree ("employee_id") WHERE "leave_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "leave_status_end_idx" ON "leave_requests" USING btree ("status","end_date","start_date","employee_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_year_idx" ON "leave_ledger" USING btree ("employee_id","year_start","leave_type","kind","days","effective_on","key");