CREATE TABLE "outgoing_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"chat_id" text,
	"text" text NOT NULL,
	"business_id" uuid,
	"response_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_messages_status_check" CHECK ("outgoing_messages"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "outgoing_messages_channel_check" CHECK ("outgoing_messages"."channel" in ('sms', 'telegram')),
	CONSTRAINT "outgoing_messages_address_check" CHECK ("outgoing_messages"."phone" is not null or "outgoing_messages"."chat_id" is not null),
	CONSTRAINT "outgoing_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "outgoing_messages_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."status" = 'queued';
--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_survey_key" ON "outgoing_messages" USING btree ("response_id") WHERE "outgoing_messages"."kind" = 'survey';
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "phone" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "chat_id" text;
--> statement-breakpoint
CREATE INDEX "outbox_chat_created_idx" ON "outbox" USING btree ("chat_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "outbox"."chat_id" is not null;
