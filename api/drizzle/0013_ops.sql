-- Running the platform: a business can be suspended by an operator, operators' actions are an append-only log,
-- and reconciliations keep their results (one claimed row a Tashkent day runs the daily one on one instance).
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_phone" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ops_audit_no_update" BEFORE UPDATE OR DELETE ON "ops_audit" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_of" date
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliations_daily_key" ON "reconciliations" USING btree ("daily_of");
--> statement-breakpoint
CREATE INDEX "reconciliations_checked_idx" ON "reconciliations" USING btree ("checked_at" DESC NULLS FIRST);
