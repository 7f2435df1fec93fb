ALTER TABLE "organisation_settings" DROP CONSTRAINT "organisation_settings_percents";--> statement-breakpoint
DROP INDEX "employees_employee_code_key";--> statement-breakpoint
CREATE INDEX "employees_employee_code_trgm_idx" ON "employees" USING gin ("employee_code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_code_key" ON "employees" USING btree (lower("employee_code"));--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_working_days" CHECK (cardinality("organisation_settings"."working_days") between 1 and 7);--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_percents" CHECK ("organisation_settings"."tax_percent" between 0 and 100 and "organisation_settings"."ssf_percent" between 0 and 100 and "organisation_settings"."tax_percent" + "organisation_settings"."ssf_percent" <= 100);