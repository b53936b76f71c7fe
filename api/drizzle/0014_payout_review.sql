-- Payouts over PAYOUT_REVIEW_ABOVE wait in 'review' for an operator: approved they go out, rejected they are refunded.
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("status" in ('review', 'pending', 'paid', 'failed'));
