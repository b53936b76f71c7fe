ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
DROP INDEX "payouts_due_idx";--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_attempt_at") WHERE "payouts"."status" in ('pending', 'unknown');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('review', 'pending', 'unknown', 'paid', 'failed'));