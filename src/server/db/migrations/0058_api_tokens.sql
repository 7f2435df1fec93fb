CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"allowed_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_used_at" timestamp with time zone,
	"last_used_address" text,
	CONSTRAINT "api_tokens_name" CHECK (char_length("api_tokens"."name") between 1 and 100),
	CONSTRAINT "api_tokens_scopes" CHECK (cardinality("api_tokens"."scopes") between 1 and 100),
	CONSTRAINT "api_tokens_expiry" CHECK ("api_tokens"."expires_at" > "api_tokens"."created_at"),
	CONSTRAINT "api_tokens_revoked" CHECK (("api_tokens"."revoked_at" is null) = ("api_tokens"."revoked_by" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_employees_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_key" ON "api_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_created_idx" ON "api_tokens" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_integration_id_api_tokens_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;