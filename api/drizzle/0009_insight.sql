CREATE TABLE "response_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"form_id" uuid NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_days_business_id_day_form_id_pk" PRIMARY KEY("business_id","day","form_id"),
	CONSTRAINT "response_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "response_days_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
INSERT INTO "response_days" ("business_id", "day", "form_id", "requests", "completed", "rating_sum", "rating_count")
SELECT "business_id", "day", "form_id", sum("requests"), sum("completed"), sum("rating_sum"), sum("rating_count")
FROM (
  SELECT "business_id", ("created_at" AT TIME ZONE 'Asia/Tashkent')::date AS "day", "form_id", 1 AS "requests", 0 AS "completed",
         0 AS "rating_sum", 0 AS "rating_count"
  FROM "responses"
  UNION ALL
  SELECT "business_id", ("completed_at" AT TIME ZONE 'Asia/Tashkent')::date, "form_id", 0, 1,
         CASE WHEN "is_public" THEN coalesce("rating", 0) ELSE 0 END, CASE WHEN "is_public" AND "rating" IS NOT NULL THEN 1 ELSE 0 END
  FROM "responses" WHERE "status" = 'completed' AND "completed_at" IS NOT NULL
) r
GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "handled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "responses_business_handled_created_idx" ON "responses" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "responses"."handled";
--> statement-breakpoint
CREATE TABLE "telegram_alerts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"chat_id" text,
	"chat_name" text DEFAULT '' NOT NULL,
	"threshold" smallint DEFAULT 2 NOT NULL,
	"link_token" text,
	"link_token_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_alerts_threshold_check" CHECK ("telegram_alerts"."threshold" between 1 and 3),
	CONSTRAINT "telegram_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_alerts_link_token_key" ON "telegram_alerts" USING btree ("link_token") WHERE "telegram_alerts"."link_token" is not null;
