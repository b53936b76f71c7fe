CREATE TABLE "business_onboarding" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"form_at" timestamp with time zone,
	"share_at" timestamp with time zone,
	"request_at" timestamp with time zone,
	"answer_at" timestamp with time zone,
	"test_request_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_onboarding" ADD CONSTRAINT "business_onboarding_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;