-- An import's failure is a refusal (its code and params), no longer English text: all-or-nothing was its only writer.
ALTER TABLE "imports" ALTER COLUMN "failure" SET DATA TYPE jsonb USING CASE WHEN "failure" IS NULL THEN NULL ELSE jsonb_build_object('code', 'import_all_or_nothing', 'params', jsonb_build_object('count', "failed")) END;
