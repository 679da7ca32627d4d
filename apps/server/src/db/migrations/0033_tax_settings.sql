-- Hand-written. A store's tax settings (decision 029): how its prices are entered and whether shipping is
-- taxed (one row per store, written on the first save), its tax regions with their named rates, and the
-- products and collections taxed otherwise in a region.
CREATE TABLE "tax_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
	"taxes_included" boolean DEFAULT false NOT NULL,
	"shipping_taxed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_regions" (
	"tenant_id" uuid NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_regions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_regions_place_unique" ON "tax_regions" ("tenant_id","country_code","province_code");
--> statement-breakpoint
-- An override names one product or one collection; it goes with them when they are deleted.
CREATE TABLE "tax_overrides" (
	"tenant_id" uuid NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
	"region_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"collection_id" uuid,
	"rate_title" text,
	"rate_ppm" integer,
	CONSTRAINT "tax_overrides_tenant_id_region_id_position_pk" PRIMARY KEY("tenant_id","region_id","position"),
	CONSTRAINT "tax_overrides_one_target" CHECK (("product_id" IS NULL) <> ("collection_id" IS NULL)),
	CONSTRAINT "tax_overrides_rate_whole" CHECK (("rate_title" IS NULL) = ("rate_ppm" IS NULL)),
	CONSTRAINT "tax_overrides_region_fk" FOREIGN KEY ("tenant_id","region_id")
		REFERENCES "public"."tax_regions"("tenant_id","id") ON DELETE cascade,
	CONSTRAINT "tax_overrides_product_fk" FOREIGN KEY ("tenant_id","product_id")
		REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade,
	CONSTRAINT "tax_overrides_collection_fk" FOREIGN KEY ("tenant_id","collection_id")
		REFERENCES "public"."collections"("tenant_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "tax_overrides_product_idx" ON "tax_overrides" ("tenant_id","product_id");
--> statement-breakpoint
CREATE INDEX "tax_overrides_collection_idx" ON "tax_overrides" ("tenant_id","collection_id");
--> statement-breakpoint
-- Each store sees and writes only its own tax settings.
ALTER TABLE tax_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tax_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tax_settings_tenant ON tax_settings
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE tax_regions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tax_regions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tax_regions_tenant ON tax_regions
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE tax_overrides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tax_overrides FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tax_overrides_tenant ON tax_overrides
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Why a customer pays no tax (a reseller's certificate, an exempt body), beside the flag.
ALTER TABLE "parties" ADD COLUMN "tax_exempt_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- A draft's taxes now come from the store's settings at its address, unless staff set them by hand.
-- `resolved_taxes` keeps the rates worked out at the last save (per line and for shipping), so reading a
-- draft gives the figures it was saved with. Drafts made before were all taxed by hand: they stay so.
ALTER TABLE "draft_orders" ADD COLUMN "taxes_by_hand" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "draft_orders" ADD COLUMN "resolved_taxes" jsonb;
--> statement-breakpoint
ALTER TABLE draft_orders NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE draft_orders SET taxes_by_hand = true;
--> statement-breakpoint
ALTER TABLE draft_orders FORCE ROW LEVEL SECURITY;
