CREATE TABLE "roster_days" (
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_type_id" uuid,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_days_employee_id_date_pk" PRIMARY KEY("employee_id","date")
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" smallint DEFAULT 0 NOT NULL,
	"late_grace_minutes" smallint DEFAULT 0 NOT NULL,
	"early_grace_minutes" smallint DEFAULT 0 NOT NULL,
	"full_day_minutes" smallint NOT NULL,
	"half_day_minutes" smallint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_types_times" CHECK ("shift_types"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and "shift_types"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shift_types_minutes" CHECK ("shift_types"."break_minutes" between 0 and 720 and "shift_types"."late_grace_minutes" between 0 and 720
      and "shift_types"."early_grace_minutes" between 0 and 720 and "shift_types"."half_day_minutes" between 0 and "shift_types"."full_day_minutes"
      and "shift_types"."full_day_minutes" <= 1440),
	CONSTRAINT "shift_types_weekdays" CHECK (cardinality("shift_types"."weekdays") between 1 and 7
      and "shift_types"."weekdays" <@ array[0,1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "roster_days" ADD CONSTRAINT "roster_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_days" ADD CONSTRAINT "roster_days_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_days" ADD CONSTRAINT "roster_days_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_days_date_idx" ON "roster_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "roster_days_shift_type_idx" ON "roster_days" USING btree ("shift_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_types_name_key" ON "shift_types" USING btree (lower("name"));