import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'
import { inScope } from '../../apps/server/src/db/scope.ts'
import { insertUser } from '../../apps/server/src/modules/auth/auth.repository.ts'
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts'
import { insertTenantWithMember } from '../../apps/server/src/modules/tenancy/tenancy.repository.ts'

export interface BenchAccount {
  email: string
  password: string
  tenantId: string
}

/** A user who owns one store: the benchmark signs in as them. */
export async function createAccount(db: Db, storeName: string): Promise<BenchAccount> {
  const userId = randomUUID()
  const tenantId = randomUUID()
  const email = `bench-${tenantId.slice(0, 8)}@example.com`
  const password = 'bench password'
  const passwordHash = await hashPassword(password)
  await inScope(db, { tenantId, userId }, async (tx) => {
    await insertUser(tx, { id: userId, email, name: 'Bench User', passwordHash })
    await insertTenantWithMember(
      tx,
      { id: tenantId, name: storeName },
      { userId, role: 'owner', isDefault: true },
    )
  })
  return { email, password, tenantId }
}

const NOUNS = [
  'Camiseta',
  'Caneca',
  'Calça',
  'Vestido',
  'Tênis',
  'Bolsa',
  'Café',
  'Chá',
  'Almofada',
  'Toalha',
  'Boné',
  'Meia',
]
const COLOURS = [
  'Azul',
  'Verde',
  'Vermelho',
  'Preto',
  'Branco',
  'Amarelo',
  'Rosa',
  'Cinza',
  'Marrom',
  'Laranja',
]
const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Luíza',
  'Pedro',
  'Beatriz',
  'Lucas',
  'Júlia',
  'Rafael',
  'Camila',
  'Gustavo',
]
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Costa',
  'Ribeiro',
  'Araújo',
]

const pick = (words: string[], index: string) =>
  sql.raw(`(ARRAY[${words.map((word) => `'${word}'`).join(',')}])[1 + (${index}) % ${words.length}]`)

export interface SeedCounts {
  products: number
  customers: number
  orders: number
  drafts: number
  activity: number
  discounts: number
}

/**
 * Bulk-loads a large catalog straight in SQL (the API would take far longer): products with one variant
 * each, and customers with an email. search_text is normalised the way the API writes it, the variant's
 * SKU and barcode included.
 * One product in ten is a draft, never one whose number is a multiple of ten: every "Camiseta Azul" has
 * such a number, and the product picker looks for active ones.
 */
export async function seedLargeTenant(db: Db, tenantId: string, counts: SeedCounts) {
  const unaccent = (expression: string) =>
    sql.raw(`translate(lower(${expression}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`)
  const title = sql`${pick(NOUNS, 'g')} || ' ' || ${pick(COLOURS, 'g / 12')} || ' ' || g`
  await db.execute(sql`
    INSERT INTO products (tenant_id, handle, title, status, product_type, search_text, created_at, updated_at)
    SELECT ${tenantId}, 'produto-' || g, t.title, CASE WHEN g % 10 = 5 THEN 'draft' ELSE 'active' END, '',
           ${unaccent("t.title || ' produto-' || g || ' sku-' || lpad(g::text, 7, '0') || ' 789' || lpad(g::text, 10, '0')")},
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${counts.products}) AS g, LATERAL (SELECT ${title} AS title) AS t`)
  await db.execute(sql`
    INSERT INTO product_variants (tenant_id, product_id, title, sku, barcode, price_minor, position)
    SELECT tenant_id, id, 'Default', 'SKU-' || lpad(substr(handle, 9), 7, '0'), '789' || lpad(substr(handle, 9), 10, '0'),
           1000 + (substr(handle, 9)::int * 37) % 50000, 0
    FROM products WHERE tenant_id = ${tenantId}`)
  const name = sql`${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 12')}`
  await db.execute(sql`
    INSERT INTO parties (tenant_id, type, display_name, first_name, last_name, roles, search_text, created_at, updated_at)
    SELECT ${tenantId}, 'individual', n.name || ' ' || g, split_part(n.name, ' ', 1), split_part(n.name, ' ', 2) || ' ' || g, '{customer}',
           ${unaccent("n.name || ' ' || g || ' cliente' || g || '@example.com +55119' || lpad(g::text, 8, '0') || ' 55119' || lpad(g::text, 8, '0')")},
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${counts.customers}) AS g, LATERAL (SELECT ${name} AS name) AS n`)
  await db.execute(sql`
    INSERT INTO party_contacts (tenant_id, party_id, type, value, is_primary)
    SELECT tenant_id, id, 'email', 'cliente' || split_part(last_name, ' ', 2) || '@example.com', true
    FROM parties WHERE tenant_id = ${tenantId}`)
  // Every customer has a mobile number, as Brazilian stores keep them (WhatsApp); staff search by it.
  await db.execute(sql`
    INSERT INTO party_contacts (tenant_id, party_id, type, value, is_primary)
    SELECT tenant_id, id, 'phone', '+55119' || lpad(split_part(last_name, ' ', 2), 8, '0'), true
    FROM parties WHERE tenant_id = ${tenantId}`)
  await seedStock(db, tenantId)
  await seedLookups(db, tenantId, Math.ceil(counts.products / 100))
  await seedOrders(db, tenantId, counts.orders, counts.customers)
  await seedDrafts(db, tenantId, counts.drafts, counts.customers)
  await seedActivity(db, tenantId, counts.activity)
  await seedDiscounts(db, tenantId, counts.discounts)
  // A store that has been running, not one just bulk-loaded: autovacuum (or, on the embedded database,
  // the server's own schedule in db/statistics.ts) would have vacuumed these tables within a minute, and
  // marked their pages as seen by all, which lets capped counts read indexes alone. Without it the run
  // would measure a state no store stays in, and autovacuum could start in the middle of a route.
  await db.execute(sql`VACUUM ANALYZE`)
}

/**
 * A busy store's activity log: product, customer and order changes by a few people over the last year
 * (an entry every few minutes), so the log's list, search and date filters read a log of real size.
 */
async function seedActivity(db: Db, tenantId: string, count: number) {
  if (count === 0) return
  await db.execute(sql`
    INSERT INTO activity_log (tenant_id, at, actor_name, area, action, subject_type, subject_id, subject_label, changes)
    SELECT ${tenantId}, now() - make_interval(mins => g * 7),
      ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 7')},
      (ARRAY['products', 'customers', 'orders'])[1 + g % 3],
      (ARRAY['product.updated', 'customer.updated', 'order.placed'])[1 + g % 3],
      (ARRAY['product', 'customer', 'order'])[1 + g % 3],
      gen_random_uuid()::text,
      CASE g % 3 WHEN 0 THEN ${pick(NOUNS, 'g')} || ' ' || ${pick(COLOURS, 'g / 12')} || ' ' || g
                 WHEN 1 THEN ${pick(FIRST, 'g')} || ' ' || g ELSE '#' || (1000 + g) END,
      '[{"field":"title","before":"Antes","after":"Depois"}]'::jsonb
    FROM generate_series(1, ${count}) AS g`)
}

/** Codes of past and running campaigns, most of them ended, a few automatic discounts among them. */
async function seedDiscounts(db: Db, tenantId: string, count: number) {
  if (count === 0) return
  await db.execute(sql`
    INSERT INTO discounts (tenant_id, code, title, method, kind, type, value, starts_at, ends_at, search_text, created_at, updated_at)
    SELECT ${tenantId}, CASE WHEN g % 20 = 0 THEN NULL ELSE 'CUPOM' || g END, 'Campanha ' || g,
      CASE WHEN g % 20 = 0 THEN 'automatic' ELSE 'code' END,
      CASE WHEN g % 4 = 0 THEN 'amount_off_products' ELSE 'amount_off_order' END,
      'percentage', 100000, now() - make_interval(days => g), now() - make_interval(days => g) + interval '30 days',
      'cupom' || g || ' campanha ' || g, now() - make_interval(days => g), now() - make_interval(days => g)
    FROM generate_series(1, ${count}) AS g`)
}

/**
 * The pickers' lists: vendors, tags and collections, a hundredth of the catalog each; every product has
 * a vendor and a tag, and every collection a hundred products.
 */
async function seedLookups(db: Db, tenantId: string, count: number) {
  for (const [table, word] of [
    ['vendors', 'Fornecedor'],
    ['tags', 'etiqueta'],
  ] as const) {
    await db.execute(sql`
      INSERT INTO ${sql.raw(table)} (tenant_id, name, search_text)
      SELECT ${tenantId}, ${word} || ' ' || ${pick(COLOURS, 'g')} || ' ' || g, lower(${word} || ' ' || ${pick(COLOURS, 'g')} || ' ' || g)
      FROM generate_series(1, ${count}) AS g`)
  }
  await db.execute(sql`
    INSERT INTO collections (tenant_id, handle, title, search_text)
    SELECT ${tenantId}, 'colecao-' || g, 'Coleção ' || ${pick(COLOURS, 'g')} || ' ' || g, 'colecao ' || lower(${pick(COLOURS, 'g')}) || ' ' || g
    FROM generate_series(1, ${count}) AS g`)
  // The product numbered n has the vendor, tag and collection numbered n % count + 1 (found by its unique name).
  const n = `(substr(p.handle, 9)::int % ${count} + 1)`
  const nameOf = (word: string) => sql`lower(${word} || ' ' || ${pick(COLOURS, n)} || ' ' || ${sql.raw(n)})`
  await db.execute(sql`
    UPDATE products p SET vendor_id = v.id FROM vendors v
    WHERE p.tenant_id = ${tenantId} AND v.tenant_id = ${tenantId} AND v.search_text = ${nameOf('Fornecedor')}`)
  await db.execute(sql`
    INSERT INTO product_tags (tenant_id, product_id, tag_id)
    SELECT p.tenant_id, p.id, t.id FROM products p
      JOIN tags t ON t.tenant_id = p.tenant_id AND t.search_text = ${nameOf('etiqueta')}
    WHERE p.tenant_id = ${tenantId}`)
  await db.execute(sql`
    INSERT INTO collection_products (tenant_id, collection_id, product_id, position)
    SELECT p.tenant_id, c.id, p.id, substr(p.handle, 9)::int FROM products p
      JOIN collections c ON c.tenant_id = p.tenant_id AND c.handle = 'colecao-' || ${sql.raw(n)}
    WHERE p.tenant_id = ${tenantId}`)
}

/** Two locations, each with a level for every variant: the inventory list reads one row per pair. */
async function seedStock(db: Db, tenantId: string) {
  await db.execute(sql`
    INSERT INTO locations (tenant_id, name, address1, city, province_code, postal_code)
    VALUES (${tenantId}, 'Loja Centro', 'Rua Augusta, 1500', 'São Paulo', 'SP', '01304-001'),
           (${tenantId}, 'Depósito Guarulhos', 'Av. Monteiro Lobato, 2000', 'Guarulhos', 'SP', '07190-000')`)
  await db.execute(sql`
    INSERT INTO inventory_levels (tenant_id, variant_id, location_id, available)
    SELECT v.tenant_id, v.id, l.id, (abs(hashtext(v.id::text || l.id::text)) % 40) - 5
    FROM product_variants v CROSS JOIN locations l
    WHERE v.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId}`)
}

/**
 * Draft orders of the last months, open or with their invoice sent, each for a customer; a third of the
 * sent ones had their checkout link opened and never paid, which is what the abandoned checkouts list shows.
 */
async function seedDrafts(db: Db, tenantId: string, count: number, customers: number) {
  if (count === 0) return
  await db.execute(sql`
    INSERT INTO draft_orders (tenant_id, number, name, status, customer_id, email, currency_code, total_quantity,
      subtotal_minor, total_minor, search_text, created_at, updated_at)
    SELECT ${tenantId}, g, '#D' || g, CASE WHEN g % 2 = 0 THEN 'invoice_sent' ELSE 'open' END, p.id,
      'cliente' || split_part(p.last_name, ' ', 2) || '@example.com', 'BRL', 1, 1000 + g % 90000, 1000 + g % 90000,
      '#d' || g || ' d' || g || ' ' || p.search_text,
      now() - make_interval(mins => g * 11), now() - make_interval(mins => g * 11)
    FROM generate_series(1, ${count}) AS g
    JOIN parties p ON p.tenant_id = ${tenantId} AND split_part(p.last_name, ' ', 2)::int = g % ${Math.max(customers, 1)} + 1`)
  await db.execute(sql`
    INSERT INTO checkout_links (tenant_id, draft_order_id, kind, token_hash, recipient, expires_at, opened_at, created_at)
    SELECT tenant_id, id, 'invoice', md5(id::text), email, updated_at + interval '30 days',
      CASE WHEN number % 3 = 0 THEN updated_at + interval '2 hours' END, updated_at
    FROM draft_orders WHERE tenant_id = ${tenantId} AND status = 'invoice_sent'`)
  await db.execute(sql`
    INSERT INTO tenant_counters (tenant_id, name, value) VALUES (${tenantId}, 'draft', ${count})
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = excluded.value`)
}

/**
 * Orders spread over the last two years, one line each, a tenth of them unpaid and most unfulfilled,
 * numbered from 1001 like the API does (the store's counter is moved past them).
 */
async function seedOrders(db: Db, tenantId: string, count: number, customers: number) {
  if (count === 0) return
  await db.execute(sql`
    INSERT INTO orders (tenant_id, number, name, customer_name, email, currency_code, financial_status, fulfillment_status,
      total_quantity, subtotal_minor, total_discounts_minor, total_shipping_minor, total_tax_minor, total_minor, paid_minor,
      search_text, created_at, updated_at)
    SELECT ${tenantId}, 1000 + g, '#' || (1000 + g), 'Cliente ' || g, 'cliente' || g || '@example.com', 'BRL',
      CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'paid' END,
      CASE WHEN g % 3 = 0 THEN 'fulfilled' ELSE 'unfulfilled' END,
      1 + g % 4, 1000 + g % 90000, 0, 1500, 0, 2500 + g % 90000, CASE WHEN g % 10 = 0 THEN 0 ELSE 2500 + g % 90000 END,
      '#' || (1000 + g) || ' ' || (1000 + g) || ' cliente ' || g || ' cliente' || g || '@example.com',
      now() - make_interval(mins => g * 5), now() - make_interval(mins => g * 5)
    FROM generate_series(1, ${count}) AS g`)
  // Each order's customer is one of the store's customers, as the orders list's customer search expects.
  await db.execute(sql`
    UPDATE orders o SET customer_id = p.id, customer_name = p.display_name
    FROM parties p
    WHERE o.tenant_id = ${tenantId} AND p.tenant_id = ${tenantId}
      AND split_part(p.last_name, ' ', 2)::int = o.number % ${Math.max(customers, 1)} + 1`)
  await db.execute(sql`
    INSERT INTO order_lines (tenant_id, id, order_id, position, title, quantity, unit_price_minor, discounted_total_minor)
    SELECT tenant_id, gen_random_uuid(), id, 0, 'Produto', total_quantity, subtotal_minor / total_quantity, subtotal_minor
    FROM orders WHERE tenant_id = ${tenantId}`)
  await db.execute(sql`
    INSERT INTO tenant_counters (tenant_id, name, value) VALUES (${tenantId}, 'order', ${1000 + count})
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = excluded.value`)
}
