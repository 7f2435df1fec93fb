CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "device_commands_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"pin" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"return_code" integer,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_commands_period" CHECK (("device_commands"."kind" = 'resend_punches') = ("device_commands"."from_date" is not null and "device_commands"."to_date" is not null)),
	CONSTRAINT "device_commands_pin" CHECK (("device_commands"."kind" = 'send_name') = ("device_commands"."pin" is not null)),
	CONSTRAINT "device_commands_ended" CHECK (("device_commands"."state" in ('done', 'failed')) = ("device_commands"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_requested_by_employees_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_seq_key" ON "device_commands" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_waiting_key" ON "device_commands" USING btree ("device_id","text") WHERE "device_commands"."state" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","seq");