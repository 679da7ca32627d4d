-- Settings → Payments (decision 031): one row per store, written on the first save; a store without one
-- takes the test card only, as checkout always did.
CREATE TABLE "payment_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"card_enabled" boolean DEFAULT true NOT NULL,
	"card_provider" text DEFAULT 'test' NOT NULL,
	"pix_enabled" boolean DEFAULT false NOT NULL,
	"pix_key_type" text DEFAULT 'email' NOT NULL,
	"pix_key" text DEFAULT '' NOT NULL,
	"pix_merchant_name" text DEFAULT '' NOT NULL,
	"pix_merchant_city" text DEFAULT '' NOT NULL,
	"pix_instructions" text DEFAULT '' NOT NULL,
	"bank_deposit_enabled" boolean DEFAULT false NOT NULL,
	"bank_deposit_instructions" text DEFAULT '' NOT NULL,
	"cash_on_delivery_enabled" boolean DEFAULT false NOT NULL,
	"cash_on_delivery_instructions" text DEFAULT '' NOT NULL,
	"boleto_enabled" boolean DEFAULT false NOT NULL,
	"boleto_instructions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade
);
--> statement-breakpoint
-- A store's payment settings are its own: a store scope sees and writes only its own row.
ALTER TABLE payment_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_settings_tenant ON payment_settings
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- How the customer chose to pay at checkout ('pix', 'card', ...); empty for orders staff created.
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT '' NOT NULL;
