-- Branches of a business: a survey request, an open-link answer and a member may belong to one; lists and
-- statistics can be narrowed to one, and a member tied to a branch sees only its data.
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" integer,
	"district" integer,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "branches_business_code_key" ON "branches" USING btree ("business_id","code");
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "branch_id" uuid;
--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "responses_business_branch_created_idx" ON "responses" USING btree ("business_id","branch_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
