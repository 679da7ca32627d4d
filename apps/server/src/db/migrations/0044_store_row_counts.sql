-- How many products each store has, kept by the database as rows come and go. The product list showed
-- its total by counting up to 10,001 products on every call, a quarter of what a page of a big catalog
-- cost the database; a list without search or filter now reads this row. Every way a row is added or
-- removed (the API, an import, a store's deletion) passes through the triggers below.
CREATE TABLE "store_row_counts" (
	"tenant_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_row_counts_tenant_id_table_name_pk" PRIMARY KEY("tenant_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "store_row_counts" ADD CONSTRAINT "store_row_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE store_row_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE store_row_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY store_row_counts_tenant ON store_row_counts USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('CREATE POLICY store_row_counts_owner ON store_row_counts TO %I USING (true) WITH CHECK (true)', current_user);
END
$$;
--> statement-breakpoint
-- It runs at commit, once per row (a deferred constraint trigger): a transaction takes its store's count
-- row only as it ends, after every other lock it takes. Counted as each statement ran, an import holding
-- the count while it went on to create a new vendor could wait on a colleague's product that had just
-- created that vendor and now waited on the count: a deadlock. A row added and removed again, or added in
-- a savepoint rolled back, leaves the count as it was.
-- At commit the transaction may no longer be in the scope it added the row in (a store's scope can be a
-- savepoint of a wider transaction, as when a new store is set up), so the count is written as the
-- owner, for the store of the row itself: the row's own policy checked, when the row was written, that
-- its store was the scope's.
CREATE FUNCTION count_store_row() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO store_row_counts (tenant_id, table_name, row_count) VALUES (NEW.tenant_id, TG_TABLE_NAME, 1)
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET row_count = store_row_counts.row_count + 1;
    ELSE
      UPDATE store_row_counts SET row_count = row_count - 1
      WHERE tenant_id = OLD.tenant_id AND table_name = TG_TABLE_NAME;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_count_added AFTER INSERT ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_count_removed AFTER DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
-- Every store's products as they are now; the owner writes them for every store, so row-level security
-- steps aside for this transaction (a superuser is not subject to it anyway).
ALTER TABLE store_row_counts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO store_row_counts (tenant_id, table_name, row_count)
SELECT tenant_id, 'products', count(*) FROM products GROUP BY tenant_id;
--> statement-breakpoint
ALTER TABLE store_row_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
