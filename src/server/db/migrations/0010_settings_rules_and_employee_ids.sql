-- What an earlier version allowed and the rules below refuse is put right first, so an upgrade never stops here:
-- an employee ID that differs from another only in case gets a suffix from its row id, a week without working
-- days becomes Monday to Friday, and deductions over 100% keep the tax and lower the social security fund.
UPDATE "employees" e SET "employee_code" = e."employee_code" || '-' || substr(e."id"::text, 1, 8) WHERE EXISTS (SELECT 1 FROM "employees" o WHERE lower(o."employee_code") = lower(e."employee_code") AND o."id" < e."id");--> statement-breakpoint
UPDATE "organisation_settings" SET "working_days" = '{1,2,3,4,5}' WHERE cardinality("working_days") = 0;--> statement-breakpoint
UPDATE "organisation_settings" SET "ssf_percent" = 100 - "tax_percent" WHERE "tax_percent" + "ssf_percent" > 100;--> statement-breakpoint
ALTER TABLE "organisation_settings" DROP CONSTRAINT "organisation_settings_percents";--> statement-breakpoint
DROP INDEX "employees_employee_code_key";--> statement-breakpoint
CREATE INDEX "employees_employee_code_trgm_idx" ON "employees" USING gin ("employee_code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_code_key" ON "employees" USING btree (lower("employee_code"));--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_working_days" CHECK (cardinality("organisation_settings"."working_days") between 1 and 7);--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_percents" CHECK ("organisation_settings"."tax_percent" between 0 and 100 and "organisation_settings"."ssf_percent" between 0 and 100 and "organisation_settings"."tax_percent" + "organisation_settings"."ssf_percent" <= 100);