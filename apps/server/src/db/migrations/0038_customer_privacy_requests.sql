-- A customer whose personal data the store erased (LGPD art. 18) stays as a stub, so the orders it placed
-- keep their customer and the store's sales still add up; erased_at says it holds nothing of the person.
ALTER TABLE "parties" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- An email still waiting to go to an erased customer is cancelled rather than sent: a status the mail
-- worker never claims, like 'held'.
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("status" IN ('queued', 'sent', 'failed', 'held', 'cancelled'));
--> statement-breakpoint
-- The activity log stays append-only for the application role (0019). The one change it allows is an
-- erasure taking a customer's name and changed values out of the entries about them: through this
-- function, which runs as the owner and only ever touches the scope's own store.
CREATE FUNCTION forget_activity_subject(p_subject_type text, p_subject_id text) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public
  AS $$
    UPDATE activity_log SET subject_label = '', changes = '[]'::jsonb
    WHERE tenant_id = app_current_tenant() AND subject_type = p_subject_type AND subject_id = p_subject_id
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION forget_activity_subject(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION forget_activity_subject(text, text) TO lojista_app;
