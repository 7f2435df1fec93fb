-- An employee's branch (issue 40): the organisation's branches are a list hr keeps; holidays may apply by branch.
ALTER TABLE "employees" ADD COLUMN "branch" text;