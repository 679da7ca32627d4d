CREATE TABLE "activity_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"subject_label" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "activity_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("tenant_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("tenant_id","actor_user_id","at");--> statement-breakpoint
-- Hand-written: a store's activity is its own. Entries are only ever added: the application role may
-- read and insert them, never change or delete them, so the log stays a true record of what happened.
ALTER TABLE activity_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE activity_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activity_log_tenant ON activity_log
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
REVOKE UPDATE, DELETE ON activity_log FROM lojista_app;
