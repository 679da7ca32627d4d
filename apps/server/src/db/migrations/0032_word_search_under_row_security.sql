-- Word searches (LIKE '%word%') are served by trigram indexes, but under row-level security the planner
-- may only use an index for a condition whose function is marked leakproof, and textlike is not: every
-- search read the whole table, however few rows it found. Marked leakproof here (decision 028) where the
-- migration runs as a superuser (the embedded database always does); elsewhere searches stay correct,
-- only slower.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
  END IF;
END
$$;
--> statement-breakpoint
-- The activity log's words were an expression (folded who and what); lower() and translate() are not
-- leakproof either, so the folded text is now a stored column the search compares directly.
ALTER TABLE "activity_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("subject_label" || ' ' || "actor_name"), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "activity_log_words_trgm";
--> statement-breakpoint
CREATE INDEX "activity_log_search_trgm" ON "activity_log" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A trigram index with a pending list of recent rows (GIN's fast update) costs the planner so much to
-- read that after a bulk load (an import, the demo data) it scans the whole table instead until the
-- next vacuum. Rows go straight into the index from now on, and what is pending goes in now.
ALTER INDEX "products_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "parties_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "orders_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "draft_orders_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY['products_search_trgm', 'parties_search_trgm', 'orders_search_trgm', 'draft_orders_search_trgm']) AS index_name;
--> statement-breakpoint
-- The sku: filter compares SKUs without regard to case; lower() in the condition is not leakproof either,
-- so the lowered SKU is a stored column with an index of its own.
ALTER TABLE "product_variants" ADD COLUMN "sku_key" text GENERATED ALWAYS AS (lower("sku")) STORED;
--> statement-breakpoint
CREATE INDEX "product_variants_sku_key_idx" ON "product_variants" ("tenant_id", "sku_key");
