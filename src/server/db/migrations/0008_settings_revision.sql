-- Every change to the settings row bumps its revision, whoever makes it (the API, another instance, psql):
-- the auth query reads the revision and each instance drops its cached settings when it moved.
ALTER TABLE "organisation_settings" ADD COLUMN "revision" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "organisation_settings_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organisation_settings_revision" BEFORE UPDATE ON "organisation_settings"
  FOR EACH ROW EXECUTE FUNCTION "organisation_settings_bump_revision"();
