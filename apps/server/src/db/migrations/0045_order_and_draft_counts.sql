-- Orders and drafts are counted per store as products are (migration 0044): the lists of all orders and
-- all drafts read their totals from store_row_counts. Placing an order and making a draft already wait
-- on the store's numbering counter, and the count is taken at commit, so it adds no wait of its own.
CREATE CONSTRAINT TRIGGER orders_count_added AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_removed AFTER DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER draft_orders_count_added AFTER INSERT ON draft_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER draft_orders_count_removed AFTER DELETE ON draft_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_row();
--> statement-breakpoint
ALTER TABLE store_row_counts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE draft_orders NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO store_row_counts (tenant_id, table_name, row_count)
SELECT tenant_id, 'orders', count(*) FROM orders GROUP BY tenant_id
UNION ALL
SELECT tenant_id, 'draft_orders', count(*) FROM draft_orders GROUP BY tenant_id;
--> statement-breakpoint
ALTER TABLE store_row_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE draft_orders FORCE ROW LEVEL SECURITY;
