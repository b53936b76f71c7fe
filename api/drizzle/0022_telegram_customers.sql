CREATE TABLE "customer_contact_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"telegram_chat_id" text,
	"telegram_user_id" text,
	"telegram_linked_at" timestamp with time zone,
	"telegram_blocked_at" timestamp with time zone,
	"surveys_stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_contacts_telegram_chat_id_unique" UNIQUE("telegram_chat_id"),
	CONSTRAINT "customer_contacts_telegram_user_id_unique" UNIQUE("telegram_user_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_pending_starts" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_markup" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "reply_markup" jsonb;--> statement-breakpoint
CREATE INDEX "customer_contact_events_phone_idx" ON "customer_contact_events" USING btree ("phone","created_at");