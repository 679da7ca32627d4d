CREATE TABLE "checkout_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"phone_field" text DEFAULT 'optional' NOT NULL,
	"company_field" text DEFAULT 'off' NOT NULL,
	"tax_id_field" text DEFAULT 'off' NOT NULL,
	"marketing_consent_default" boolean DEFAULT false NOT NULL,
	"order_note" boolean DEFAULT true NOT NULL,
	"policy_links" text[] DEFAULT '{refund,privacy,terms,shipping,contact}' NOT NULL,
	"checkout_version" integer DEFAULT 1 NOT NULL,
	"order_status_link" boolean DEFAULT true NOT NULL,
	"order_status_link_days" integer DEFAULT 90 NOT NULL,
	"accounts_version" integer DEFAULT 1 NOT NULL,
	"show_compare_at_prices" boolean DEFAULT true NOT NULL,
	"pricing_version" integer DEFAULT 1 NOT NULL,
	"data_kept" text DEFAULT '' NOT NULL,
	"privacy_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_fields_known" CHECK ("phone_field" in ('off', 'optional', 'required') and "company_field" in ('off', 'optional', 'required') and "tax_id_field" in ('off', 'optional', 'required')),
	CONSTRAINT "checkout_settings_link_days" CHECK ("order_status_link_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "store_policies" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_policies_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "store_policies_kind_known" CHECK ("kind" in ('refund', 'privacy', 'terms', 'shipping', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_policies" ADD CONSTRAINT "store_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the customer gave at checkout beside the addresses: their CPF or CNPJ and whether they want the
-- store's news. The order keeps them as given, like its addresses.
ALTER TABLE "orders" ADD COLUMN "customer_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepts_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: a store's checkout settings and policies are its own; a store scope sees and writes only
-- its own rows. The public policy page reads them in the scope of the store its address names.
ALTER TABLE checkout_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE checkout_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY checkout_settings_tenant ON checkout_settings
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE store_policies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE store_policies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY store_policies_tenant ON store_policies
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
