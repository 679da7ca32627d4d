CREATE TABLE "discount_uses" (
	"tenant_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_tenant_id_discount_id_order_id_pk" PRIMARY KEY("tenant_id","discount_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_tenant_id_discount_id_discounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","discount_id") REFERENCES "public"."discounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_customer_idx" ON "discount_uses" USING btree ("tenant_id","discount_id","customer_id");--> statement-breakpoint
CREATE INDEX "discount_uses_order_idx" ON "discount_uses" USING btree ("tenant_id","order_id");--> statement-breakpoint
-- Hand-written: a store's discount uses are its own.
ALTER TABLE discount_uses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE discount_uses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY discount_uses_tenant ON discount_uses
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
