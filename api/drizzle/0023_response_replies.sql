CREATE TABLE "response_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"text" text NOT NULL,
	"code" text NOT NULL,
	"type_motive" text,
	"coin" bigint,
	"voucher_amount" bigint,
	"voucher_description" text,
	"voucher_duration" integer,
	"commission" bigint DEFAULT 0 NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_replies_code_unique" UNIQUE("code"),
	CONSTRAINT "response_replies_type_motive_check" CHECK ("response_replies"."type_motive" is null or "response_replies"."type_motive" in ('coin', 'voucher'))
);
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_response_id_unique";--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "reply_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "reply_id" uuid;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "sms_text" text;--> statement-breakpoint
ALTER TABLE "response_replies" ADD CONSTRAINT "response_replies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_replies" ADD CONSTRAINT "response_replies_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_replies_response_created_idx" ON "response_replies" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "response_replies_business_created_idx" ON "response_replies" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_response_reward_key" ON "vouchers" USING btree ("response_id") WHERE "vouchers"."reply_id" is null;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_reply_id_unique" UNIQUE("reply_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_reply_id_unique" UNIQUE("reply_id");