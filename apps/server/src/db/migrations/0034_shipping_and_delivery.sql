ALTER TABLE "locations" ADD COLUMN "fulfils_online_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "offers_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "shipping_profiles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_general" boolean DEFAULT false NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_profile_products" (
	"tenant_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "shipping_profile_products_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "local_deliveries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"postal_code_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_minor" bigint NOT NULL,
	"minimum_order_minor" bigint,
	"delivery_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"ready_time" text DEFAULT '24h' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipping_profiles" ADD CONSTRAINT "shipping_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_profile_products" ADD CONSTRAINT "shipping_profile_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_profile_products" ADD CONSTRAINT "shipping_profile_products_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."shipping_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_profile_products" ADD CONSTRAINT "shipping_profile_products_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_deliveries" ADD CONSTRAINT "local_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_deliveries" ADD CONSTRAINT "local_deliveries_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_location_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_profiles_one_general" ON "shipping_profiles" USING btree ("tenant_id") WHERE "shipping_profiles"."is_general";--> statement-breakpoint
CREATE INDEX "shipping_profile_products_profile_idx" ON "shipping_profile_products" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "local_deliveries_location_unique" ON "local_deliveries" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_location_unique" ON "pickups" USING btree ("tenant_id","location_id");--> statement-breakpoint
-- Hand-written from here to the end: a store's shipping settings are its own.
ALTER TABLE shipping_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE shipping_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shipping_profiles_tenant ON shipping_profiles
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE shipping_profile_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE shipping_profile_products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shipping_profile_products_tenant ON shipping_profile_products
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE local_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE local_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY local_deliveries_tenant ON local_deliveries
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE pickups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pickups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pickups_tenant ON pickups
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
