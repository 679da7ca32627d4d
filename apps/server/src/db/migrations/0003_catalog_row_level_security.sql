-- Row-level security on every tenant-owned table of the catalog, inventory and customers: a store scope
-- (see src/db/scope.ts) sees and writes only its own rows.
--> statement-breakpoint
ALTER TABLE vendors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE vendors FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendors_tenant ON vendors USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE categories FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY categories_tenant ON categories USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE tags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tags FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tags_tenant ON tags USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE options FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY options_tenant ON options USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE attributes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attributes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY attributes_tenant ON attributes USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE attribute_values ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attribute_values FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY attribute_values_tenant ON attribute_values USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE collections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE collections FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY collections_tenant ON collections USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_tenant ON products USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE product_tags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_tags FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_tags_tenant ON product_tags USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE collection_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE collection_products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY collection_products_tenant ON collection_products USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE product_options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_options FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_options_tenant ON product_options USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE product_variants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_variants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_variants_tenant ON product_variants USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE product_media ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_media FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_media_tenant ON product_media USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE locations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY locations_tenant ON locations USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE inventory_levels ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE inventory_levels FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY inventory_levels_tenant ON inventory_levels USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE inventory_adjustments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE inventory_adjustments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY inventory_adjustments_tenant ON inventory_adjustments USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE parties ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE parties FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY parties_tenant ON parties USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE party_contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_contacts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY party_contacts_tenant ON party_contacts USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE party_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY party_roles_tenant ON party_roles USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE party_communication_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_communication_preferences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY party_communication_preferences_tenant ON party_communication_preferences USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE party_addresses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_addresses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY party_addresses_tenant ON party_addresses USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Reference data is shared and read-only for the API role.
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON languages, countries, provinces, tax_codes FROM lojista_app;
