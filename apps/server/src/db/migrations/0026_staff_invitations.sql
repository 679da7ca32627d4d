CREATE TABLE "store_invitations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"role_id" uuid,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "store_invitations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "store_invitations_role_is_invitable" CHECK ("role" in ('admin', 'staff')),
	CONSTRAINT "store_invitations_store_role_is_staff" CHECK ("role_id" is null or "role" = 'staff')
);
--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: deleting a role clears only role_id (the store's id stays) of the invitations that named it.
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_store_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."store_roles"("tenant_id","id") ON DELETE SET NULL ("role_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_invitations_open_email_unique" ON "store_invitations" USING btree ("tenant_id","email") WHERE "store_invitations"."accepted_at" is null and "store_invitations"."revoked_at" is null;--> statement-breakpoint
-- A store's invitations are its own. The invitee's link names the store, so opening it works in that
-- store's scope like any other of its records.
ALTER TABLE store_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE store_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY store_invitations_tenant ON store_invitations
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
