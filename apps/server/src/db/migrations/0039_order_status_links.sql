-- A draft line keeps the compare-at price its variant had when the line was added, like its price: the
-- checkout page strikes it through beside the price, and it must not move under the customer.
ALTER TABLE "draft_order_lines" ADD COLUMN "compare_at_price_minor" bigint;
--> statement-breakpoint
-- The link in an order's confirmation email opens the order's status page. As with checkout links, the
-- token is looked up before any store is known: only its hash is kept, in a table of the owner role that
-- says which store and order it opens, and a store scope registers tokens for its own store only.
CREATE TABLE "order_status_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON order_status_tokens FROM lojista_app;
--> statement-breakpoint
ALTER TABLE order_status_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_status_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('CREATE POLICY order_status_tokens_owner ON order_status_tokens TO %I USING (true) WITH CHECK (true)', current_user);
END
$$;
--> statement-breakpoint
CREATE FUNCTION register_order_status_token(p_token_hash text, p_order_id uuid) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public
  AS $$
    INSERT INTO order_status_tokens (token_hash, tenant_id, order_id)
    SELECT p_token_hash, app_current_tenant(), p_order_id
    WHERE app_current_tenant() IS NOT NULL
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION register_order_status_token(text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION register_order_status_token(text, uuid) TO lojista_app;
