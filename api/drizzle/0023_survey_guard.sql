ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_status_check";--> statement-breakpoint
CREATE INDEX "responses_phone_created_idx" ON "responses" USING btree ("customer_phone","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_scheduled_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_status_check" CHECK ("outgoing_messages"."status" in ('queued', 'scheduled', 'sent', 'failed'));