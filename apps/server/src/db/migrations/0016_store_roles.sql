CREATE TABLE "store_roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "store_roles" ADD CONSTRAINT "store_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_roles_name_unique" ON "store_roles" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_store_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."store_roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_store_role_is_staff" CHECK ("memberships"."role_id" is null or "memberships"."role" = 'staff');--> statement-breakpoint
-- A store's roles are its own: a store scope reads and writes only its store's rows. A member also reads
-- the role they hold in each of their stores, because the store switcher (their sessions, before any
-- store is chosen) lists what they may do in each.
ALTER TABLE store_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE store_roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY store_roles_tenant ON store_roles
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY store_roles_member_read ON store_roles FOR SELECT
  USING (EXISTS (
    SELECT 1 FROM memberships m
    WHERE m.tenant_id = store_roles.tenant_id AND m.role_id = store_roles.id AND m.user_id = app_current_user()
  ));
