CREATE TABLE "employee_sites" (
	"employee_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "employee_sites_employee_id_site_id_pk" PRIMARY KEY("employee_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "work_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius" integer,
	"networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_sites_latitude" CHECK ("work_sites"."latitude" between -90 and 90),
	CONSTRAINT "work_sites_longitude" CHECK ("work_sites"."longitude" between -180 and 180),
	CONSTRAINT "work_sites_radius" CHECK ("work_sites"."radius" between 10 and 50000),
	CONSTRAINT "work_sites_location_whole" CHECK (("work_sites"."latitude" is null) = ("work_sites"."longitude" is null) and ("work_sites"."latitude" is null) = ("work_sites"."radius" is null)),
	CONSTRAINT "work_sites_somewhere" CHECK ("work_sites"."latitude" is not null or cardinality("work_sites"."networks") > 0),
	CONSTRAINT "work_sites_networks" CHECK (cardinality("work_sites"."networks") <= 20)
);
--> statement-breakpoint
ALTER TABLE "attendance_punches" DROP CONSTRAINT "attendance_punches_flags";--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "location_rule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "network_rule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_sites" ADD CONSTRAINT "employee_sites_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sites" ADD CONSTRAINT "employee_sites_site_id_work_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."work_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_sites_site_idx" ON "employee_sites" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_sites_name_key" ON "work_sites" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_location" CHECK (("attendance_punches"."latitude" is null) = ("attendance_punches"."longitude" is null) and ("attendance_punches"."accuracy" is null or "attendance_punches"."latitude" is not null));--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_flags" CHECK ("attendance_punches"."flags" <@ array['clock_gap', 'outside_site', 'unknown_network', 'no_location']::text[]);--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_site_rules" CHECK ("organisation_settings"."location_rule" in ('off', 'flag', 'block') and "organisation_settings"."network_rule" in ('off', 'flag', 'block'));