-- How many parties of each status have each role, kept per store as its products are (migration 0046):
-- the customers' list without words or tags (the active customers, the list staff open first) read its
-- total by counting up to 10,001 customers on every call, as much as the page itself cost. The counts
-- live in store_row_counts under names such as "parties.active.customer".
-- Adding a party, removing one, and any change of its roles or status (an update noted from the rows
-- before and after it) each note one change per store, status and role per statement, applied at commit.
CREATE FUNCTION note_party_roles_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO store_row_count_changes (tenant_id, table_name, delta)
      SELECT tenant_id, 'parties.' || status || '.' || role, count(*)
      FROM added, unnest(roles) AS role GROUP BY 1, 2;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO store_row_count_changes (tenant_id, table_name, delta)
      SELECT tenant_id, 'parties.' || status || '.' || role, -count(*)
      FROM removed, unnest(roles) AS role GROUP BY 1, 2;
    ELSE
      INSERT INTO store_row_count_changes (tenant_id, table_name, delta)
      SELECT tenant_id, name, sum(delta) FROM (
        SELECT tenant_id, 'parties.' || status || '.' || role AS name, 1 AS delta FROM added, unnest(roles) AS role
        UNION ALL
        SELECT tenant_id, 'parties.' || status || '.' || role, -1 FROM removed, unnest(roles) AS role
      ) AS changed GROUP BY 1, 2 HAVING sum(delta) <> 0;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER parties_role_count_added AFTER INSERT ON parties
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_party_roles_changed();
--> statement-breakpoint
CREATE TRIGGER parties_role_count_removed AFTER DELETE ON parties
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_party_roles_changed();
--> statement-breakpoint
CREATE TRIGGER parties_role_count_changed AFTER UPDATE ON parties
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_party_roles_changed();
--> statement-breakpoint
-- Every store's parties as they are now; the owner writes them for every store, so row-level security
-- steps aside for this transaction (a superuser is not subject to it anyway).
ALTER TABLE store_row_counts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE parties NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO store_row_counts (tenant_id, table_name, row_count)
SELECT tenant_id, 'parties.' || status || '.' || role, count(*) FROM parties, unnest(roles) AS role GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE store_row_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE parties FORCE ROW LEVEL SECURITY;
