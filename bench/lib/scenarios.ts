import { COUNT_CAP } from '@lojista/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'
import { encodeCursor } from '../../apps/server/src/lib/keyset.ts'
import type { Scenario } from './measure.ts'
import type { SeedCounts } from './seed-large.ts'

export interface ApiScenario extends Scenario {
  /** A list, search or picker: held to the goal against GET /v1/account/me measured in the same run. */
  list?: boolean
  /**
   * The same page, with its count up to the cap, read by one hand-written SQL query on the seeding
   * connection: what the database alone can do, so the report shows how far the route is from it.
   */
  floor?: SQL
}

type Rows<T> = { rows: T[] }
const first = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows[0]

/** A day relative to today, as the list filters take it (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** A page of `size` rows (one more, to know whether another follows) beside the count of all matches up to the cap. */
function pageWithCount(size: number, page: SQL, matches: SQL): SQL {
  return sql`WITH page AS (${page} LIMIT ${size + 1}),
    matches AS (SELECT count(*) AS total FROM (${matches} LIMIT ${COUNT_CAP + 1}) AS m)
    SELECT page.*, matches.total FROM page, matches`
}

/** A whole set's page and its total as the database keeps it for the store (`store_row_counts`). */
function pageWithStoredCount(size: number, page: SQL, tenantId: string, set: string): SQL {
  return sql`WITH page AS (${page} LIMIT ${size + 1})
    SELECT page.*, (SELECT least(row_count, ${COUNT_CAP + 1}) FROM store_row_counts
      WHERE tenant_id = ${tenantId} AND table_name = ${set}) AS total FROM page`
}

/**
 * A narrowing search's best form: its matches first (by their own index, up to one past the cap), then
 * only those sorted, the page's rows read by key, and the count of what was found.
 */
function foundFirstPage(
  size: number,
  tenantId: string,
  table: string,
  where: SQL,
  sort: string,
  desc = false,
) {
  const direction = sql.raw(desc ? 'DESC' : 'ASC')
  return sql`WITH found AS (SELECT id, ${sql.raw(sort)} AS sort FROM ${sql.raw(table)}
      WHERE tenant_id = ${tenantId} AND ${where} LIMIT ${COUNT_CAP + 1})
    SELECT t.*, (SELECT count(*) FROM found) AS total
    FROM (SELECT id, sort FROM found ORDER BY sort ${direction}, id ${direction} LIMIT ${size + 1}) AS page
    JOIN ${sql.raw(table)} t ON t.tenant_id = ${tenantId} AND t.id = page.id ORDER BY page.sort ${direction}, page.id ${direction}`
}

/**
 * Every list and search a member of staff waits on, each with its floor, and the other hot routes. The
 * requests are the ones the web app sends (the pickers ask for 10 rows, the lists for 50 or 25).
 * `headers` is filled in once the benchmark has signed in.
 */
export async function apiScenarios(
  db: Db,
  tenantId: string,
  counts: SeedCounts,
  headers: Record<string, string>,
) {
  const t = tenantId
  const deepProduct = await first<{ title: string; id: string }>(
    db,
    sql`SELECT title, id FROM products WHERE tenant_id = ${t} ORDER BY title, id OFFSET ${Math.floor(counts.products * 0.8)} LIMIT 1`,
  )
  const deepOrder = await first<{ created_at: string; id: string }>(
    db,
    sql`SELECT created_at::text, id FROM orders WHERE tenant_id = ${t} AND financial_status = 'paid'
        ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(counts.orders * 0.8 * 0.9)} LIMIT 1`,
  )
  const customer = await first<{ id: string }>(
    db,
    sql`SELECT customer_id AS id FROM orders WHERE tenant_id = ${t} AND customer_id IS NOT NULL ORDER BY number LIMIT 1`,
  )
  const collection = await first<{ id: string }>(
    db,
    sql`SELECT id FROM collections WHERE tenant_id = ${t} ORDER BY handle LIMIT 1`,
  )
  if (!deepProduct || !deepOrder || !customer || !collection)
    throw new Error('the large store was not seeded')
  // Existing records in the middle of the store: a product (SKU and barcode), a customer, an order.
  const middle = (count: number) => Math.floor(count / 2) + 1
  const productNumber = String(middle(counts.products)).padStart(7, '0')
  const customerNumber = middle(counts.customers)
  const orderNumber = 1000 + middle(counts.orders)
  const from200DaysAgo = day(-200)
  const productPage = (where: SQL, order: SQL) =>
    sql`SELECT p.* FROM products p WHERE p.tenant_id = ${t} AND ${where} ORDER BY ${order}`
  const partyWords = (where: SQL) => foundFirstPage(25, t, 'parties', where, 'display_name')
  const productWords = (size: number, where: SQL) => foundFirstPage(size, t, 'products', where, 'title')
  const variantsWhere = (where: SQL) =>
    sql`id IN (SELECT product_id FROM product_variants WHERE tenant_id = ${t} AND ${where})`
  const isCustomer = sql`roles && ARRAY['customer']`
  const orderPage = (size: number, where: SQL) =>
    pageWithCount(
      size,
      sql`SELECT * FROM orders WHERE tenant_id = ${t} AND ${where} ORDER BY created_at DESC, id DESC`,
      sql`SELECT 1 FROM orders WHERE tenant_id = ${t} AND ${where}`,
    )
  const lookupPage = (table: string, words: string) =>
    pageWithCount(
      10,
      sql`SELECT * FROM ${sql.raw(table)} WHERE tenant_id = ${t} AND search_text LIKE ${`%${words}%`} ORDER BY search_text, id`,
      sql`SELECT 1 FROM ${sql.raw(table)} WHERE tenant_id = ${t} AND search_text LIKE ${`%${words}%`}`,
    )
  const post = (name: string, path: string, body: unknown, floor?: SQL): ApiScenario => ({
    name,
    method: 'POST',
    path,
    headers,
    body,
    list: true,
    ...(floor && { floor }),
  })
  const get = (name: string, path: string, floor?: SQL): ApiScenario => ({
    name,
    method: 'GET',
    path,
    headers,
    list: true,
    ...(floor && { floor }),
  })
  const byTitle = { field: 'title', direction: 'asc' }
  const scenarios: ApiScenario[] = [
    // Products: the list in each sort, deep paging, and search by words, SKU and barcode.
    post(
      'product list, first page',
      '/v1/product/search',
      { query: '', first: 50, orderBy: byTitle },
      pageWithStoredCount(50, productPage(sql`true`, sql`p.title, p.id`), t, 'products'),
    ),
    post(
      'product list, page at 80%',
      '/v1/product/search',
      { query: '', first: 50, orderBy: byTitle, after: encodeCursor([deepProduct.title, deepProduct.id]) },
      pageWithStoredCount(
        50,
        productPage(sql`(p.title, p.id) > (${deepProduct.title}, ${deepProduct.id})`, sql`p.title, p.id`),
        t,
        'products',
      ),
    ),
    post(
      'product list, newest first',
      '/v1/product/search',
      { query: '', first: 50, orderBy: { field: 'createdAt', direction: 'desc' } },
      pageWithStoredCount(50, productPage(sql`true`, sql`p.created_at DESC, p.id DESC`), t, 'products'),
    ),
    post(
      'product list, last updated first',
      '/v1/product/search',
      { query: '', first: 50, orderBy: { field: 'updatedAt', direction: 'desc' } },
      pageWithStoredCount(50, productPage(sql`true`, sql`p.updated_at DESC, p.id DESC`), t, 'products'),
    ),
    post(
      'product search "camiseta azul"',
      '/v1/product/search',
      { query: 'camiseta azul', first: 50, orderBy: byTitle },
      productWords(50, sql`search_text LIKE '%camiseta%' AND search_text LIKE '%azul%'`),
    ),
    post(
      'product search by SKU',
      '/v1/product/search',
      { query: `sku:SKU-${productNumber}`, first: 50, orderBy: byTitle },
      productWords(50, variantsWhere(sql`sku_key = ${`sku-${productNumber}`}`)),
    ),
    post(
      'product search by barcode',
      '/v1/product/search',
      { query: `789${productNumber.padStart(10, '0')}`, first: 50, orderBy: byTitle },
      productWords(50, variantsWhere(sql`barcode = ${`789${productNumber.padStart(10, '0')}`}`)),
    ),
    // Customers: by name, email, phone (as typed) and role.
    post(
      'customer search by name "silva"',
      '/v1/party/search',
      { query: 'silva', first: 25 },
      partyWords(sql`search_text LIKE '%silva%'`),
    ),
    post(
      'customer search by email',
      '/v1/party/search',
      { query: `cliente${customerNumber}@example.com`, first: 25 },
      partyWords(sql`search_text LIKE ${`%cliente${customerNumber}@example.com%`}`),
    ),
    post(
      'customer search by phone',
      '/v1/party/search',
      {
        query: `(11) 9${String(customerNumber).padStart(8, '0').slice(0, 4)}-${String(customerNumber).padStart(8, '0').slice(4)}`,
        first: 25,
      },
      partyWords(
        sql`search_text LIKE '%11%' AND search_text LIKE ${`%9${String(customerNumber).padStart(8, '0')}%`}`,
      ),
    ),
    post(
      'customer search by role "role:\'customer\'"',
      '/v1/party/search',
      { query: "role:'customer'", first: 25 },
      pageWithStoredCount(
        25,
        sql`SELECT * FROM parties WHERE tenant_id = ${t} AND status = 'active' AND ${isCustomer} ORDER BY display_name, id`,
        t,
        'parties.active.customer',
      ),
    ),
    post(
      'customer picker "silva role:\'customer\'"',
      '/v1/party/search',
      { query: "silva role:'customer'", first: 10 },
      partyWords(sql`search_text LIKE '%silva%' AND ${isCustomer}`),
    ),
    // Orders: first page, deep page of paid ones, unfulfilled in a date range, by number, by customer.
    post(
      'orders list, first page',
      '/v1/order/search',
      { query: '', first: 50 },
      pageWithStoredCount(
        50,
        sql`SELECT * FROM orders WHERE tenant_id = ${t} ORDER BY created_at DESC, id DESC`,
        t,
        'orders',
      ),
    ),
    post(
      'orders list, paid, page at 80%',
      '/v1/order/search',
      {
        query: 'financial_status:paid',
        first: 50,
        after: encodeCursor([new Date(deepOrder.created_at).toISOString(), deepOrder.id]),
      },
      pageWithCount(
        50,
        sql`SELECT * FROM orders WHERE tenant_id = ${t} AND financial_status = 'paid'
            AND (created_at, id) < (${deepOrder.created_at}::timestamptz, ${deepOrder.id}) ORDER BY created_at DESC, id DESC`,
        sql`SELECT 1 FROM orders WHERE tenant_id = ${t} AND financial_status = 'paid'`,
      ),
    ),
    post(
      'orders list, unfulfilled in a date range',
      '/v1/order/search',
      { query: `fulfillment_status:unfulfilled created_from:${from200DaysAgo}`, first: 50 },
      orderPage(
        50,
        sql`fulfillment_status = 'unfulfilled' AND created_at >= ${`${from200DaysAgo}T00:00:00Z`}::timestamptz`,
      ),
    ),
    post(
      'orders search by number',
      '/v1/order/search',
      { query: `#${orderNumber}`, first: 50 },
      foundFirstPage(50, t, 'orders', sql`search_text LIKE ${`%${orderNumber}%`}`, 'created_at', true),
    ),
    post(
      "a customer's orders",
      '/v1/order/search',
      { query: `customer:${customer.id}`, first: 50 },
      orderPage(50, sql`customer_id = ${customer.id}`),
    ),
    // Drafts and the checkouts customers left.
    post(
      'drafts list, first page',
      '/v1/order/draft/search',
      { query: '', first: 50 },
      pageWithStoredCount(
        50,
        sql`SELECT * FROM draft_orders WHERE tenant_id = ${t} ORDER BY updated_at DESC, id DESC`,
        t,
        'draft_orders',
      ),
    ),
    post(
      'abandoned checkouts, first page',
      '/v1/order/abandoned-checkout/search',
      { query: '', first: 50 },
      pageWithCount(
        50,
        sql`SELECT l.*, d.* FROM checkout_links l JOIN draft_orders d ON d.tenant_id = l.tenant_id AND d.id = l.draft_order_id
            WHERE l.tenant_id = ${t} AND l.opened_at IS NOT NULL AND l.completed_at IS NULL AND l.revoked_at IS NULL
            ORDER BY l.opened_at DESC, l.id DESC`,
        sql`SELECT 1 FROM checkout_links l
            WHERE l.tenant_id = ${t} AND l.opened_at IS NOT NULL AND l.completed_at IS NULL AND l.revoked_at IS NULL`,
      ),
    ),
    // Stock: one row per variant and location, by product.
    post(
      'inventory list, first page',
      '/v1/inventory/search',
      { query: '', first: 50 },
      pageWithCount(
        50,
        sql`SELECT i.*, v.sku, p.title FROM inventory_levels i
            JOIN product_variants v ON v.tenant_id = i.tenant_id AND v.id = i.variant_id
            JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id
            WHERE i.tenant_id = ${t} ORDER BY p.title, p.id, v.position, i.variant_id, i.location_id`,
        sql`SELECT 1 FROM inventory_levels WHERE tenant_id = ${t}`,
      ),
    ),
    // The pickers, as typed into: products to add to a draft, collections, tags, vendors, discount codes.
    post(
      'product picker "cam az"',
      '/v1/product/search',
      { query: 'cam az status:active', first: 10 },
      // A word of two letters matches the start of a word (decision 041).
      productWords(
        10,
        sql`search_text LIKE '%cam%' AND (search_text LIKE 'az%' OR search_text LIKE '% az%') AND status = 'active'`,
      ),
    ),
    post(
      'collection picker "azul"',
      '/v1/product/collection/search',
      { query: 'azul', first: 10 },
      lookupPage('collections', 'azul'),
    ),
    post(
      'tag picker "azul"',
      '/v1/product/tag/search',
      { query: 'azul', first: 10 },
      lookupPage('tags', 'azul'),
    ),
    post(
      'vendor picker "azul"',
      '/v1/product/vendor/search',
      { query: 'azul', first: 10 },
      lookupPage('vendors', 'azul'),
    ),
    post(
      'discount code picker "cupom1"',
      '/v1/order/discounts/search',
      { query: 'cupom1', first: 10 },
      pageWithCount(
        10,
        sql`SELECT * FROM discounts WHERE tenant_id = ${t} AND search_text LIKE '%cupom1%' ORDER BY code, id`,
        sql`SELECT 1 FROM discounts WHERE tenant_id = ${t} AND search_text LIKE '%cupom1%'`,
      ),
    ),
    // The activity log and the discounts list.
    get(
      'activity log, first page',
      '/v1/activity?first=50',
      pageWithCount(
        50,
        sql`SELECT * FROM activity_log WHERE tenant_id = ${t} ORDER BY at DESC, id DESC`,
        sql`SELECT 1 FROM activity_log WHERE tenant_id = ${t}`,
      ),
    ),
    get('activity log, words "camiseta azul"', '/v1/activity?query=camiseta%20azul&first=50'),
    get(
      'activity log, one area in a month',
      `/v1/activity?area=orders&from=${day(-60)}&to=${day(-30)}&first=50`,
    ),
    get(
      'discounts list, first page',
      '/v1/discounts?first=25',
      pageWithCount(
        25,
        sql`SELECT * FROM discounts WHERE tenant_id = ${t} ORDER BY created_at DESC, id DESC`,
        sql`SELECT 1 FROM discounts WHERE tenant_id = ${t}`,
      ),
    ),
    get('discounts, a code by its words', `/v1/discounts?query=cupom${middle(counts.discounts)}&first=25`),
    get('discounts, active automatic ones', '/v1/discounts?status=active&method=automatic&first=25'),
  ]
  return scenarios
}
