CREATE TABLE "discounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "draft_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"draft_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variant_id" uuid,
	"product_id" uuid,
	"title" text NOT NULL,
	"variant_title" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"selected_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"physical" boolean DEFAULT true NOT NULL,
	"weight_grams" integer,
	"discount" jsonb,
	"discounted_total_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" uuid,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency_code" text NOT NULL,
	"taxes_included" boolean DEFAULT false NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"prices_locked" boolean DEFAULT false NOT NULL,
	"order_discount" jsonb,
	"shipping_line" jsonb,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_term" jsonb,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"total_discounts_minor" bigint DEFAULT 0 NOT NULL,
	"total_shipping_minor" bigint DEFAULT 0 NOT NULL,
	"total_tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_term_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"due_in_days" integer,
	"position" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "tenant_counters_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_tenant_id_draft_order_id_draft_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","draft_order_id") REFERENCES "public"."draft_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_tenant_id_variant_id_product_variants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variants"("tenant_id","id") ON DELETE SET NULL ("variant_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_tenant_id_customer_id_parties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."parties"("tenant_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_counters" ADD CONSTRAINT "tenant_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "draft_order_lines_draft_idx" ON "draft_order_lines" USING btree ("tenant_id","draft_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_number_unique" ON "draft_orders" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "draft_orders_updated_idx" ON "draft_orders" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "draft_orders_search_trgm" ON "draft_orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Row-level security for the new tenant tables; payment term templates are shared reference data.
ALTER TABLE tenant_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_counters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_counters_tenant ON tenant_counters USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE discounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE discounts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY discounts_tenant ON discounts USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE draft_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE draft_orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY draft_orders_tenant ON draft_orders USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE draft_order_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE draft_order_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY draft_order_lines_tenant ON draft_order_lines USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON payment_term_templates FROM lojista_app;
--> statement-breakpoint
INSERT INTO payment_term_templates (id, name, type, due_in_days, position, search_text) VALUES
  ('receipt', 'Due on receipt', 'receipt', NULL, 1, 'due on receipt'),
  ('fulfillment', 'Due on fulfillment', 'fulfillment', NULL, 2, 'due on fulfillment'),
  ('net-7', 'Within 7 days', 'net', 7, 3, 'within 7 days net 7'),
  ('net-15', 'Within 15 days', 'net', 15, 4, 'within 15 days net 15'),
  ('net-30', 'Within 30 days', 'net', 30, 5, 'within 30 days net 30'),
  ('net-45', 'Within 45 days', 'net', 45, 6, 'within 45 days net 45'),
  ('net-60', 'Within 60 days', 'net', 60, 7, 'within 60 days net 60'),
  ('net-90', 'Within 90 days', 'net', 90, 8, 'within 90 days net 90'),
  ('fixed', 'Fixed date', 'fixed', NULL, 9, 'fixed date');
