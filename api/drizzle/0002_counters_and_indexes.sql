CREATE TABLE "answer_counts" (
	"form_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_counts_form_id_question_id_value_pk" PRIMARY KEY("form_id","question_id","value")
);
--> statement-breakpoint
CREATE TABLE "business_stats" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"repeat_customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "clients_business_updated_idx";--> statement-breakpoint
DROP INDEX "forms_business_created_idx";--> statement-breakpoint
DROP INDEX "responses_business_created_idx";--> statement-breakpoint
DROP INDEX "responses_business_status_created_idx";--> statement-breakpoint
DROP INDEX "responses_form_created_idx";--> statement-breakpoint
DROP INDEX "responses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "coin_ledger_phone_created_idx";--> statement-breakpoint
DROP INDEX "ledger_business_created_idx";--> statement-breakpoint
DROP INDEX "outbox_phone_created_idx";--> statement-breakpoint
DROP INDEX "payment_transactions_business_created_idx";--> statement-breakpoint
DROP INDEX "payment_transactions_business_status_created_idx";--> statement-breakpoint
DROP INDEX "vouchers_business_created_idx";--> statement-breakpoint
DROP INDEX "vouchers_business_redeemed_created_idx";--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "responses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_counts" ADD CONSTRAINT "answer_counts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_stats" ADD CONSTRAINT "business_stats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_business_updated_idx" ON "clients" USING btree ("business_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forms_business_created_idx" ON "forms" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forms"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "responses_business_created_idx" ON "responses" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_business_status_created_idx" ON "responses" USING btree ("business_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_form_created_idx" ON "responses" USING btree ("form_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_name_trgm_idx" ON "responses" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coin_ledger_phone_created_idx" ON "coin_ledger" USING btree ("phone","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_business_created_idx" ON "ledger" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_phone_created_idx" ON "outbox" USING btree ("phone","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_transactions_business_created_idx" ON "payment_transactions" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_transactions_business_status_created_idx" ON "payment_transactions" USING btree ("business_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vouchers_business_created_idx" ON "vouchers" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vouchers_business_redeemed_created_idx" ON "vouchers" USING btree ("business_id","is_redeemed","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "forms" SET "responses_count" = c.n FROM (SELECT "form_id", count(*)::int AS n FROM "responses" GROUP BY "form_id") c WHERE c."form_id" = "forms"."id";--> statement-breakpoint
INSERT INTO "answer_counts" ("form_id", "question_id", "value", "count")
SELECT r."form_id", a->>'question', a->>'value', count(*)::int
FROM "responses" r CROSS JOIN LATERAL jsonb_array_elements(r."answers") a
WHERE r."status" = 'completed' AND a->>'type' IN ('choice', 'number')
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "business_stats" ("business_id", "responses", "completed", "rating_sum", "rating_count", "customers", "repeat_customers")
SELECT b."id",
  (SELECT count(*) FROM "responses" r WHERE r."business_id" = b."id"),
  (SELECT count(*) FROM "responses" r WHERE r."business_id" = b."id" AND r."status" = 'completed'),
  (SELECT coalesce(sum(r."rating"), 0) FROM "responses" r WHERE r."business_id" = b."id" AND r."status" = 'completed'),
  (SELECT count(r."rating") FROM "responses" r WHERE r."business_id" = b."id" AND r."status" = 'completed'),
  (SELECT count(*) FROM "clients" c WHERE c."business_id" = b."id"),
  (SELECT count(*) FROM "clients" c WHERE c."business_id" = b."id" AND c."requests" >= 2)
FROM "businesses" b;
