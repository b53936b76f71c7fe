CREATE TABLE "review_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"response_id" uuid NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_status_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "review_links" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "review_links" jsonb;--> statement-breakpoint
ALTER TABLE "review_clicks" ADD CONSTRAINT "review_clicks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_clicks" ADD CONSTRAINT "review_clicks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_clicks" ADD CONSTRAINT "review_clicks_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_clicks_response_site_key" ON "review_clicks" USING btree ("response_id","site");--> statement-breakpoint
CREATE INDEX "review_clicks_business_at_idx" ON "review_clicks" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "responses_phone_created_idx" ON "responses" USING btree ("customer_phone","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_scheduled_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_status_check" CHECK ("outgoing_messages"."status" in ('queued', 'scheduled', 'sent', 'failed'));