-- The check every store request makes before its route runs, in one round trip: is the bearer's session
-- live, and is its person an active member of the store the request names (with what role, whether they
-- have two-factor authentication on, for stores that require it, and a verified address, for the calls
-- that email customers)? Before, this took a session read and a scoped transaction of four statements.
-- The function sets the scope's settings itself (local to the caller's statement), so row-level security
-- answers exactly what it answers inside a store's scope even when the connection's role is subject to
-- it; a person who is not a member gets a row with a live session and no store.
CREATE FUNCTION app_session_member(p_session uuid, p_user uuid, p_tenant uuid, p_now timestamptz)
  RETURNS TABLE (
    session_live boolean,
    id uuid,
    name text,
    plan text,
    currency_code text,
    require_two_factor boolean,
    role text,
    store_role_permissions text[],
    is_default boolean,
    has_two_factor boolean,
    email_verified boolean
  )
  LANGUAGE plpgsql VOLATILE SET search_path = public
  AS $$
  BEGIN
    IF NOT EXISTS (
      SELECT 1 FROM sessions s
      WHERE s.id = p_session AND s.user_id = p_user AND s.revoked_at IS NULL AND s.expires_at > p_now
    ) THEN
      RETURN QUERY SELECT false, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::boolean, NULL::text,
        NULL::text[], NULL::boolean, NULL::boolean, NULL::boolean;
      RETURN;
    END IF;
    PERFORM set_config('app.user_id', p_user::text, true), set_config('app.tenant_id', p_tenant::text, true);
    RETURN QUERY
      SELECT true, t.id, t.name, t.plan, t.currency_code::text, t.require_two_factor, m.role, r.permissions,
        m.is_default,
        EXISTS (SELECT 1 FROM two_factor_secrets f WHERE f.user_id = p_user AND f.enabled_at IS NOT NULL),
        EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.email_verified_at IS NOT NULL)
      FROM (SELECT 1) AS one
      LEFT JOIN memberships m ON m.tenant_id = p_tenant AND m.user_id = p_user AND m.suspended_at IS NULL
      LEFT JOIN tenants t ON t.id = m.tenant_id
      LEFT JOIN store_roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_session_member(uuid, uuid, uuid, timestamptz) FROM PUBLIC;
