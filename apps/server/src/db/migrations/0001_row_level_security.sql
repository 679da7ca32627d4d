-- Row-level security, the second wall between stores (the first: every repository filters by tenant).
-- The API runs tenant work as the non-owner role lojista_app inside a transaction that sets
-- app.tenant_id and app.user_id (see src/db/scope.ts). Roles are cluster-wide, so creating one
-- tolerates another database of the same cluster having made it first.
DO $$
BEGIN
  CREATE ROLE lojista_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT lojista_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lojista_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lojista_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO lojista_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lojista_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO lojista_app;
--> statement-breakpoint
CREATE FUNCTION app_current_tenant() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE FUNCTION app_current_user() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A store is written only inside its own scope (sign-up scopes the new store's id before inserting it).
CREATE POLICY tenants_own ON tenants
  USING (id = app_current_tenant()) WITH CHECK (id = app_current_tenant());
--> statement-breakpoint
-- A user sees every store they belong to: the store switcher lists them.
CREATE POLICY tenants_member_read ON tenants FOR SELECT
  USING (id IN (SELECT m.tenant_id FROM memberships m WHERE m.user_id = app_current_user()));
--> statement-breakpoint
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY memberships_tenant ON memberships
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Memberships are read across stores by their own user (sign-in lists a user's stores).
CREATE POLICY memberships_own_read ON memberships FOR SELECT
  USING (user_id = app_current_user());
--> statement-breakpoint
ALTER TABLE email_outbox ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE email_outbox FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Account emails (tenant_id null) are never visible in a store's scope.
CREATE POLICY email_outbox_tenant ON email_outbox
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- The mail worker delivers every store's email: it runs as the owner role, never as lojista_app.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY email_outbox_delivery ON email_outbox TO %I USING (true) WITH CHECK (true)', current_user);
END
$$;
