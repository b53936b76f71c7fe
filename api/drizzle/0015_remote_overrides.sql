-- Operators move a console remote (roll it forward or back) for every instance at once: the rows here override
-- MF_REMOTES and MF_REMOTES_FILE, one per remote (container name), with who changed it and when.
CREATE TABLE "remote_overrides" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
