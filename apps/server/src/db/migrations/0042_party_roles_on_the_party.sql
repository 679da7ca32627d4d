-- A party's roles (customer, supplier, ...) move from a table of their own onto the party, as its tags
-- are: a short list of labels read and written with the party. A search by role ("role:'customer'",
-- what every customer picker sends) was a join to that table for every party it counted, up to 10,001
-- of them, and cost more than the rest of the search; on the party it is a test of the row being read.
ALTER TABLE "parties" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- The owner copies every store's roles here, so row-level security steps aside for the length of this
-- transaction (a superuser is not subject to it anyway).
ALTER TABLE parties NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_roles NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE parties p SET roles = r.roles
FROM (
  SELECT tenant_id, party_id, array_agg(role ORDER BY role) AS roles FROM party_roles GROUP BY tenant_id, party_id
) r
WHERE r.tenant_id = p.tenant_id AND r.party_id = p.id;
--> statement-breakpoint
ALTER TABLE parties FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "party_roles";
