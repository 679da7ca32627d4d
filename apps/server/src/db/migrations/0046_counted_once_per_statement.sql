-- Each store's count of products, orders and drafts (migrations 0044 and 0045) was changed once per row
-- added or removed, at commit. A statement adding 200,000 orders updated the same count row 200,000
-- times in one transaction, and each update had to walk past every earlier version of that row: the cost
-- grew with the square of the rows (10,000 rows took 0.6 s, 40,000 took 21 s). Now each statement notes
-- one change per store it touched, from the rows it added or removed, and that change is applied to the
-- count at commit: an import of any size changes the count once per statement.
-- The count row is still taken only at commit, after every other lock the transaction takes (see 0044
-- for the deadlock that avoids), and a change noted in a savepoint rolled back goes with it.
DROP TRIGGER products_count_added ON products;
--> statement-breakpoint
DROP TRIGGER products_count_removed ON products;
--> statement-breakpoint
DROP TRIGGER orders_count_added ON orders;
--> statement-breakpoint
DROP TRIGGER orders_count_removed ON orders;
--> statement-breakpoint
DROP TRIGGER draft_orders_count_added ON draft_orders;
--> statement-breakpoint
DROP TRIGGER draft_orders_count_removed ON draft_orders;
--> statement-breakpoint
DROP FUNCTION count_store_row();
--> statement-breakpoint
-- No foreign key to the store: a store's deletion removes its rows, and notes their removal, in the same
-- statement that removes the store.
CREATE TABLE "store_row_count_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tenant_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE store_row_count_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE store_row_count_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY store_row_count_changes_tenant ON store_row_count_changes USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('CREATE POLICY store_row_count_changes_owner ON store_row_count_changes TO %I USING (true) WITH CHECK (true)', current_user);
END
$$;
--> statement-breakpoint
-- Written as the owner, as the count itself is (see 0044): the rows of the statement's own transition
-- table passed their store's policy when they were written.
CREATE FUNCTION note_store_rows_added() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    INSERT INTO store_row_count_changes (tenant_id, table_name, delta)
    SELECT tenant_id, TG_TABLE_NAME, count(*) FROM added GROUP BY tenant_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION note_store_rows_removed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    INSERT INTO store_row_count_changes (tenant_id, table_name, delta)
    SELECT tenant_id, TG_TABLE_NAME, -count(*) FROM removed GROUP BY tenant_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- At commit: the change joins the count and is gone. A store removed in this transaction has no count
-- left to change.
CREATE FUNCTION apply_store_row_count_change() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    DELETE FROM store_row_count_changes WHERE id = NEW.id;
    IF NEW.delta > 0 THEN
      INSERT INTO store_row_counts (tenant_id, table_name, row_count) VALUES (NEW.tenant_id, NEW.table_name, NEW.delta)
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET row_count = store_row_counts.row_count + NEW.delta;
    ELSE
      UPDATE store_row_counts SET row_count = row_count + NEW.delta
      WHERE tenant_id = NEW.tenant_id AND table_name = NEW.table_name;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER store_row_count_changes_applied AFTER INSERT ON store_row_count_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_store_row_count_change();
--> statement-breakpoint
CREATE TRIGGER products_count_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_added();
--> statement-breakpoint
CREATE TRIGGER products_count_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_removed();
--> statement-breakpoint
CREATE TRIGGER orders_count_added AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_added();
--> statement-breakpoint
CREATE TRIGGER orders_count_removed AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_removed();
--> statement-breakpoint
CREATE TRIGGER draft_orders_count_added AFTER INSERT ON draft_orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_added();
--> statement-breakpoint
CREATE TRIGGER draft_orders_count_removed AFTER DELETE ON draft_orders
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_store_rows_removed();
