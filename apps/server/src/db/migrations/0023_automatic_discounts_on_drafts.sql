ALTER TABLE "draft_orders" ADD COLUMN "discount_applications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "discounts_automatic_idx" ON "discounts" USING btree ("tenant_id","starts_at") WHERE "method" = 'automatic' AND "active";
