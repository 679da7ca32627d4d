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

/**
 * Bulk-loads a large catalog straight in SQL (the API would take far longer): products with one variant
 * each, and customers with an email. search_text is normalised the way the API writes it.
 */
export async function seedLargeTenant(
  db: Db,
  tenantId: string,
  counts: { products: number; customers: number; orders: number; activity: number; discounts: number },
) {
  const unaccent = (expression: string) =>
    sql.raw(`translate(lower(${expression}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`)
  const title = sql`${pick(NOUNS, 'g')} || ' ' || ${pick(COLOURS, 'g / 12')} || ' ' || g`
  await db.execute(sql`
    INSERT INTO products (tenant_id, handle, title, status, product_type, search_text, created_at, updated_at)
    SELECT ${tenantId}, 'produto-' || g, t.title, CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'active' END, '',
           ${unaccent("t.title || ' produto-' || g || ' sku-' || lpad(g::text, 7, '0')")},
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${counts.products}) AS g, LATERAL (SELECT ${title} AS title) AS t`)
  await db.execute(sql`
    INSERT INTO product_variants (tenant_id, product_id, title, sku, barcode, price_minor, position)
    SELECT tenant_id, id, 'Default', 'SKU-' || lpad(substr(handle, 9), 7, '0'), '789' || lpad(substr(handle, 9), 10, '0'),
           1000 + (substr(handle, 9)::int * 37) % 50000, 0
    FROM products WHERE tenant_id = ${tenantId}`)
  const name = sql`${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 12')}`
  await db.execute(sql`
    INSERT INTO parties (tenant_id, type, display_name, first_name, last_name, search_text, created_at, updated_at)
    SELECT ${tenantId}, 'individual', n.name || ' ' || g, split_part(n.name, ' ', 1), split_part(n.name, ' ', 2) || ' ' || g,
           ${unaccent("n.name || ' ' || g || ' cliente' || g || '@example.com'")},
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${counts.customers}) AS g, LATERAL (SELECT ${name} AS name) AS n`)
  await db.execute(sql`
    INSERT INTO party_contacts (tenant_id, party_id, type, value, is_primary)
    SELECT tenant_id, id, 'email', 'cliente' || split_part(last_name, ' ', 2) || '@example.com', true
    FROM parties WHERE tenant_id = ${tenantId}`)
  await db.execute(sql`
    INSERT INTO party_roles (tenant_id, party_id, role) SELECT tenant_id, id, 'customer' FROM parties WHERE tenant_id = ${tenantId}`)
  await seedOrders(db, tenantId, counts.orders)
  await seedActivity(db, tenantId, counts.activity)
  await seedDiscounts(db, tenantId, counts.discounts)
  await db.execute(sql`ANALYZE`)
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
 * Orders spread over the last two years, one line each, a tenth of them unpaid and most unfulfilled,
 * numbered from 1001 like the API does (the store's counter is moved past them).
 */
async function seedOrders(db: Db, tenantId: string, count: number) {
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
  await db.execute(sql`
    INSERT INTO order_lines (tenant_id, id, order_id, position, title, quantity, unit_price_minor, discounted_total_minor)
    SELECT tenant_id, gen_random_uuid(), id, 0, 'Produto', total_quantity, subtotal_minor / total_quantity, subtotal_minor
    FROM orders WHERE tenant_id = ${tenantId}`)
  await db.execute(sql`
    INSERT INTO tenant_counters (tenant_id, name, value) VALUES (${tenantId}, 'order', ${1000 + count})
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = excluded.value`)
}
