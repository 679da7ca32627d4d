-- The codes generated in batches for a discount, each one typed by a single customer of a campaign.
-- A code is unique in its store among these and the discounts' own codes; the second half of that is
-- held by the application under a per-store lock, since a unique index cannot span two tables.
CREATE TABLE "discount_codes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"code" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_tenant_id_discount_id_discounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","discount_id") REFERENCES "public"."discounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "discount_codes_discount_idx" ON "discount_codes" USING btree ("tenant_id","discount_id","code");--> statement-breakpoint
-- Which code an order used, so each generated code shows its own uses (null: the discount's own code,
-- or an automatic discount).
ALTER TABLE "discount_uses" ADD COLUMN "code" text;--> statement-breakpoint
CREATE INDEX "discount_uses_code_idx" ON "discount_uses" USING btree ("tenant_id","discount_id","code");--> statement-breakpoint
ALTER TABLE discount_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE discount_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY discount_codes_tenant ON discount_codes
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
