-- A store scope (the role lojista_app) may register a checkout token for its own store only: the
-- function runs as the owner and takes the store from the scope, never from its caller.
CREATE FUNCTION register_checkout_token(p_token_hash text, p_link_id uuid) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public
  AS $$
    INSERT INTO checkout_tokens (token_hash, tenant_id, link_id)
    SELECT p_token_hash, app_current_tenant(), p_link_id
    WHERE app_current_tenant() IS NOT NULL
  $$;
--> statement-breakpoint
CREATE FUNCTION forget_checkout_token(p_link_id uuid) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public
  AS $$
    DELETE FROM checkout_tokens WHERE link_id = p_link_id AND tenant_id = app_current_tenant()
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION register_checkout_token(text, uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION forget_checkout_token(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION register_checkout_token(text, uuid) TO lojista_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION forget_checkout_token(uuid) TO lojista_app;
