-- How many products each store has, kept by the database as rows come and go. The product list showed
-- its total by counting up to 10,001 products on every call, a third of what a page of a big catalog cost
-- the database; a list without search or filter now reads this row. Statement triggers with transition
-- tables count a CSV import's thousand rows in one update, and every way a row is added or removed (the
-- API, an import, a store's deletion) passes through them.
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
-- Runs as whoever changes the rows, under the same store's policy: whoever may add or remove a store's
-- products may count them.
CREATE FUNCTION count_store_rows() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO store_row_counts (tenant_id, table_name, row_count)
      SELECT tenant_id, TG_TABLE_NAME, count(*) FROM added_rows GROUP BY tenant_id
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET row_count = store_row_counts.row_count + excluded.row_count;
    ELSE
      UPDATE store_row_counts c SET row_count = c.row_count - removed.n
      FROM (SELECT tenant_id, count(*) AS n FROM removed_rows GROUP BY tenant_id) removed
      WHERE c.tenant_id = removed.tenant_id AND c.table_name = TG_TABLE_NAME;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_count_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_rows();
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
