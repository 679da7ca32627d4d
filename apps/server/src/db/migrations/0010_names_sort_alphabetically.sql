-- Names in lists sort alphabetically with accents beside their letter, by the ICU root collation; it is
-- deterministic, so equality and unique indexes stay exact. A PostgreSQL built without ICU keeps byte
-- order rather than failing to start.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS name_order (provider = icu, locale = 'und');
EXCEPTION WHEN feature_not_supported THEN
  CREATE COLLATION IF NOT EXISTS name_order FROM "C";
END
$$;
--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "title" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "parties" ALTER COLUMN "display_name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "languages" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "provinces" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "tax_codes" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "name" SET DATA TYPE text COLLATE "name_order";