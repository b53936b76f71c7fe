-- The customer's wallet: every movement of a phone's coins is a coin_ledger row (reward +, spent −, payout −,
-- payout_refund +), so a wallet always equals the sum of its rows.
ALTER TABLE "coin_ledger" ADD COLUMN "kind" text DEFAULT 'reward' NOT NULL;
--> statement-breakpoint
ALTER TABLE "coin_ledger" ALTER COLUMN "response_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "coin_ledger" ALTER COLUMN "business_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "payout_id" uuid;
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "coin_payment_id" uuid;
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_kind_check" CHECK ("kind" in ('reward', 'spent', 'payout', 'payout_refund'));
--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_payout_kind_key" ON "coin_ledger" ("payout_id", "kind") WHERE "payout_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_coin_payment_key" ON "coin_ledger" ("coin_payment_id") WHERE "coin_payment_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_wallets" ADD CONSTRAINT "customer_wallets_coin_non_negative" CHECK ("coin" >= 0);
--> statement-breakpoint
CREATE TABLE "customers" (
	"phone" text PRIMARY KEY NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"lang" text DEFAULT 'uz' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_login_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "pay_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coin_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "coin_payments_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "coin_payments_business_created_idx" ON "coin_payments" ("business_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "coin_payment_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_coin_payment_key" ON "ledger" ("coin_payment_id") WHERE "kind" = 'coin_payment';
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"amount" bigint NOT NULL,
	"card_mask" text NOT NULL,
	-- The card number, encrypted, only while the payout is pending: the job needs it to call the processor.
	"card_secret" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_code" integer,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payouts_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_phone_idempotency_key" ON "payouts" ("phone", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "payouts_phone_created_idx" ON "payouts" ("phone", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" ("next_attempt_at") WHERE "status" = 'pending';
