ALTER TABLE "discounts" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "method" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "kind" text DEFAULT 'amount_off_order' NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "usage_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "amount_given" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "discounts_created_idx" ON "discounts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
-- Hand-written (not generated): codes saved before discounts had dates have been usable since they were
-- made, so their start is when they were made rather than when this migration ran. Row-level security
-- needs nothing new: the table keeps its store policy `discounts_tenant` from migration 0005.
UPDATE discounts SET starts_at = created_at;
