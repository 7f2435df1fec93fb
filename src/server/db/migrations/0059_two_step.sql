CREATE TABLE "two_step_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_step_factors" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_step_factors_sealed" CHECK ("two_step_factors"."secret" like 'v1.%')
);
--> statement-breakpoint
CREATE TABLE "two_step_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"grace_days" integer DEFAULT 14 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_step_policy_one_row" CHECK ("two_step_policy"."id" = 1),
	CONSTRAINT "two_step_policy_grace" CHECK ("two_step_policy"."grace_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "two_step_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_step_challenges" ADD CONSTRAINT "two_step_challenges_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_factors" ADD CONSTRAINT "two_step_factors_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_recovery_codes" ADD CONSTRAINT "two_step_recovery_codes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_step_challenges_expires_idx" ON "two_step_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "two_step_recovery_codes_key" ON "two_step_recovery_codes" USING btree ("employee_id","code_hash");--> statement-breakpoint
INSERT INTO "two_step_policy" ("id") VALUES (1);