CREATE TABLE "api_tokens" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"role_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "api_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "api_tokens_role_is_known" CHECK ("role" in ('admin', 'staff', 'custom')),
	CONSTRAINT "api_tokens_store_role_is_custom" CHECK ("role_id" is null or "role" = 'custom')
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: deleting a store role clears only role_id of the tokens that held it; a 'custom' token
-- without its role then allows nothing, rather than falling back to a built-in role.
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_store_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."store_roles"("tenant_id","id") ON DELETE SET NULL ("role_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_active_name_unique" ON "api_tokens" USING btree ("tenant_id",lower("name")) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "actor_api_token_id" uuid;--> statement-breakpoint
-- A store's tokens are its own: a token is looked up in the scope of the store the caller names, so a
-- token of another store is not found there.
ALTER TABLE api_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE api_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_tokens_tenant ON api_tokens
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
