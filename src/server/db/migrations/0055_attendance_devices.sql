CREATE TABLE "attendance_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"name" text NOT NULL,
	"site_id" uuid,
	"time_zone" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_address" text,
	"last_stamp" text,
	"punches_received" integer DEFAULT 0 NOT NULL,
	"lines_skipped" integer DEFAULT 0 NOT NULL,
	"clock_skew_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_devices_serial" CHECK ("attendance_devices"."serial" ~ '^[A-Za-z0-9_-]{1,40}$')
);
--> statement-breakpoint
CREATE TABLE "device_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid,
	"pin" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_pins_pin" CHECK ("device_pins"."pin" ~ '^[A-Za-z0-9_-]{1,24}$')
);
--> statement-breakpoint
CREATE TABLE "device_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"pin" text NOT NULL,
	"local_time" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"status" smallint,
	"verify" smallint,
	"received_at" timestamp with time zone NOT NULL,
	"employee_id" uuid,
	"state" text NOT NULL,
	"reason" text,
	CONSTRAINT "device_punches_state" CHECK (("device_punches"."state" = 'unmatched') = ("device_punches"."employee_id" is null)),
	CONSTRAINT "device_punches_reason" CHECK (("device_punches"."state" = 'refused') = ("device_punches"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD CONSTRAINT "attendance_devices_site_id_work_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."work_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pins" ADD CONSTRAINT "device_pins_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pins" ADD CONSTRAINT "device_pins_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_devices_serial_key" ON "attendance_devices" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "device_pins_device_key" ON "device_pins" USING btree ("device_id","pin") WHERE "device_pins"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_pins_everywhere_key" ON "device_pins" USING btree ("pin") WHERE "device_pins"."device_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_punches_line_key" ON "device_punches" USING btree ("device_id","pin","local_time");--> statement-breakpoint
CREATE INDEX "device_punches_unmatched_idx" ON "device_punches" USING btree ("pin") WHERE "device_punches"."state" = 'unmatched';--> statement-breakpoint
CREATE INDEX "device_punches_employee_idx" ON "device_punches" USING btree ("employee_id","punched_at");