ALTER TABLE "payment_transactions" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
