-- Private responses count only in totals: recompute the answer and rating counters from public responses.
DELETE FROM "answer_counts";
--> statement-breakpoint
INSERT INTO "answer_counts" ("form_id", "question_id", "value", "count")
SELECT r."form_id", a->>'question', a->>'value', count(*)::int
FROM "responses" r CROSS JOIN LATERAL jsonb_array_elements(r."answers") a
WHERE r."status" = 'completed' AND r."is_public" AND a->>'type' IN ('choice', 'number')
GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE "business_stats" s SET
  "rating_sum" = (SELECT coalesce(sum(r."rating"), 0) FROM "responses" r WHERE r."business_id" = s."business_id" AND r."status" = 'completed' AND r."is_public"),
  "rating_count" = (SELECT count(r."rating") FROM "responses" r WHERE r."business_id" = s."business_id" AND r."status" = 'completed' AND r."is_public");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "token_version" integer DEFAULT 0 NOT NULL;
