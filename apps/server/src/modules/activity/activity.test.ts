import { randomUUID } from 'node:crypto'
import { activityCsvColumns } from '@lojista/contracts'
import { parseCsv } from '@lojista/contracts/csv'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { inScope } from '../../db/scope.ts'
import { simpleProduct } from '../../test/catalog-fixtures.ts'
import { draftWithStock } from '../../test/order-helpers.ts'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp, uniqueAddress } from '../../test/test-app.ts'

const t = await createTestApp()
// Maria owns the store, Joana is on its staff, Pedro owns another store; mariaAccount is for the order helpers.
const { maria, joana, pedro, mariaAccount } = await storeWithStaff(t, { 'user-agent': 'Teste/1.0' })
afterAll(() => t.close())

async function activity(person: Person, query = '') {
  const answer = await person.call('GET', `/v1/activity${query}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().activity.edges.map((edge: { node: Record<string, unknown> }) => edge.node) as {
    action: string
    area: string
    actor: { userId: string; name: string }
    subject: { label: string }
    changes: { field: string; before: unknown; after: unknown }[]
    ip: string | null
  }[]
}

describe('the activity log', () => {
  it('records a role made, changed and deleted, newest first, with who, from where and what changed', async () => {
    const made = await maria.call('POST', '/v1/staff/roles', {
      name: 'Vendas',
      permissions: ['draft_orders.send'],
    })
    const role = made.json().role
    await maria.call('PUT', `/v1/staff/roles/${role.id}`, {
      name: 'Vendas SP',
      permissions: ['draft_orders.send'],
      version: 1,
    })
    await maria.call('DELETE', `/v1/staff/roles/${role.id}`)

    const [deleted, updated, created] = await activity(maria, '?area=staff')
    expect(created).toMatchObject({
      action: 'role.created',
      area: 'staff',
      actor: { userId: maria.userId, name: 'Maria Silva' },
      subject: { label: 'Vendas' },
    })
    expect(created?.changes).toContainEqual({
      field: 'permissions',
      before: [],
      after: ['draft_orders.view', 'draft_orders.send'],
    })
    expect(updated).toMatchObject({ action: 'role.updated', subject: { label: 'Vendas SP' } })
    expect(updated?.changes).toEqual([{ field: 'name', before: 'Vendas', after: 'Vendas SP' }])
    expect(deleted).toMatchObject({ action: 'role.deleted', subject: { label: 'Vendas SP' } })
    expect(created?.ip).toBeTruthy()
  })

  it('records a settings change with only the fields that changed, before and after', async () => {
    const { updatedAt: _, ...brand } = (await maria.call('GET', '/v1/settings/brand')).json().settings
    const saved = await maria.call('PUT', '/v1/settings/brand', { ...brand, accentColor: '#FF8800' })
    expect(saved.statusCode, saved.body).toBe(200)
    const [entry] = await activity(maria, '?area=settings')
    expect(entry).toMatchObject({ action: 'settings.brand_updated', subject: { label: 'Loja da Maria' } })
    expect(entry?.changes).toEqual([{ field: 'accentColor', before: brand.accentColor, after: '#FF8800' }])
  })

  it('records products made, changed and archived, with the fields that changed', async () => {
    const made = await maria.call('POST', '/v1/product', simpleProduct('Vaso Azul'))
    expect(made.statusCode, made.body).toBe(201)
    const product = made.json().product
    const changed = await maria.call('PATCH', `/v1/product/${product.id}`, {
      version: product.version,
      title: 'Vaso Azul Grande',
      tags: ['cerâmica'],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const archived = await maria.call('POST', '/v1/product/archive', { ids: [product.id] })
    expect(archived.statusCode, archived.body).toBe(200)
    const [archive, update, create] = await activity(maria, '?area=products')
    expect(create).toMatchObject({ action: 'product.created', subject: { label: 'Vaso Azul' } })
    expect(update).toMatchObject({ action: 'product.updated', subject: { label: 'Vaso Azul Grande' } })
    expect(update?.changes).toEqual([
      { field: 'title', before: 'Vaso Azul', after: 'Vaso Azul Grande' },
      { field: 'tags', before: [], after: ['cerâmica'] },
    ])
    expect(archive).toMatchObject({ action: 'product.archived', subject: { label: 'Vaso Azul Grande' } })
  })

  it('records collections made, changed, given products, reordered and deleted', async () => {
    const made = await maria.call('POST', '/v1/product/collection', { title: 'Inverno' })
    expect(made.statusCode, made.body).toBe(201)
    const collection = made.json().collection
    const renamed = await maria.call('PATCH', `/v1/product/collection/${collection.id}`, {
      version: collection.version,
      title: 'Inverno 2027',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const products = await Promise.all(
      ['Manta de Lã', 'Gorro'].map(
        async (title) => (await maria.call('POST', '/v1/product', simpleProduct(title))).json().product.id,
      ),
    )
    const added = await maria.call('POST', `/v1/product/collection/${collection.id}/products/add`, {
      productIds: products,
    })
    expect(added.statusCode, added.body).toBe(200)
    const reordered = await maria.call('PUT', `/v1/product/collection/${collection.id}/products/order`, {
      version: added.json().collection.version,
      productIds: [...products].reverse(),
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    const removed = await maria.call('POST', `/v1/product/collection/${collection.id}/products/remove`, {
      productIds: [products[0]],
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await maria.call('DELETE', `/v1/product/collection/${collection.id}`)).statusCode).toBe(204)

    const entries = (await activity(maria, '?area=products')).filter((entry) =>
      entry.action.startsWith('collection.'),
    )
    expect(entries.map((entry) => [entry.action, entry.subject.label])).toEqual([
      ['collection.deleted', 'Inverno 2027'],
      ['collection.products_removed', 'Inverno 2027'],
      ['collection.reordered', 'Inverno 2027'],
      ['collection.products_added', 'Inverno 2027'],
      ['collection.updated', 'Inverno 2027'],
      ['collection.created', 'Inverno'],
    ])
    expect(entries[1]?.changes).toEqual([{ field: 'products', before: 2, after: 1 }])
    expect(entries[3]?.changes).toEqual([{ field: 'products', before: 0, after: 2 }])
    expect(entries[4]?.changes).toEqual([{ field: 'title', before: 'Inverno', after: 'Inverno 2027' }])
  })

  it('records customers and orders, leaving personal data out of the changes', async () => {
    const id = randomUUID()
    const created = await maria.call('POST', '/v1/party', {
      id,
      type: 'individual',
      displayName: 'Rita Alves',
      individualDetails: { firstName: 'Rita', lastName: 'Alves' },
      contacts: [{ type: 'email', value: 'rita.alves@example.com', isPrimary: true }],
    })
    expect(created.statusCode, created.body).toBe(201)
    const party = created.json().party
    const changed = await maria.call('PUT', `/v1/party/${id}`, {
      version: party.version,
      tags: ['vip'],
      contacts: [{ type: 'email', value: 'rita@example.com', isPrimary: true }],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const [update, create] = await activity(maria, '?area=customers')
    expect(create).toMatchObject({ action: 'customer.created', subject: { label: 'Rita Alves' } })
    expect(update).toMatchObject({ action: 'customer.updated', subject: { label: 'Rita Alves' } })
    expect(update?.changes).toEqual([{ field: 'tags', before: [], after: ['vip'] }])

    const { draft } = await draftWithStock(t, mariaAccount)
    const placed = await maria.call('POST', '/v1/orders', {
      draftOrderId: draft.id,
      version: draft.version,
      paymentPending: true,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().order
    const cancelled = await maria.call('POST', `/v1/orders/${order.id}/cancel`, { reason: 'customer' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [cancel, place] = await activity(maria, '?area=orders')
    expect(place).toMatchObject({ action: 'order.placed', subject: { label: order.name } })
    expect(cancel).toMatchObject({
      action: 'order.cancelled',
      subject: { label: order.name },
      changes: [{ field: 'cancelReason', before: null, after: 'customer' }],
    })
  })

  it('records a draft made and deleted, but not its edits, and an order’s note changed', async () => {
    const made = await maria.call('POST', '/v1/order', {
      lineItems: [{ id: randomUUID(), customItem: { title: 'Vaso', price: '30.00' }, quantity: 1 }],
    })
    expect(made.statusCode, made.body).toBe(201)
    const draft = made.json().order
    const edited = await maria.call('POST', '/v1/order', {
      id: draft.id,
      version: draft.version,
      note: 'Presente',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const removed = await maria.call('DELETE', `/v1/order?id=${draft.id}`)
    expect(removed.statusCode, removed.body).toBe(204)
    const drafts = (await activity(maria, '?area=draft_orders')).filter(
      (entry) => entry.subject.label === draft.name,
    )
    expect(drafts.map((entry) => entry.action)).toEqual(['draft_order.deleted', 'draft_order.created'])

    const { draft: sold } = await draftWithStock(t, mariaAccount)
    const placed = await maria.call('POST', '/v1/orders', {
      draftOrderId: sold.id,
      version: sold.version,
      paymentPending: true,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().order
    const noted = await maria.call('PUT', `/v1/orders/${order.id}/note`, {
      version: order.version,
      note: 'Entregar à tarde',
    })
    expect(noted.statusCode, noted.body).toBe(200)
    const [note] = await activity(maria, '?area=orders')
    expect(note).toMatchObject({
      action: 'order.note_updated',
      subject: { label: order.name },
      changes: [{ field: 'note', before: '', after: 'Entregar à tarde' }],
    })
  })

  it('records a sign-in, with who signed in', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      // Sign-ins are limited per address, counted in the database other test files share on PostgreSQL.
      remoteAddress: uniqueAddress(),
      headers: { 'user-agent': 'Notebook/3.0' },
      payload: { username: mariaAccount.email, password: mariaAccount.password },
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const [entry] = await activity(maria, '?area=staff')
    expect(entry).toMatchObject({
      action: 'member.signed_in',
      actor: { name: 'Maria Silva' },
      subject: { label: 'Maria Silva' },
    })
  })

  it('records an import and an export of customers as one entry each, with the counts', async () => {
    const imported = await maria.call('POST', '/v1/party/import', {
      rows: [
        { 'First Name': 'Lia', 'Last Name': 'Prado', Email: 'lia.prado@example.com' },
        { 'First Name': 'Tom', 'Last Name': 'Reis', Email: 'not an email' },
      ],
    })
    expect(imported.statusCode, imported.body).toBe(200)
    const exported = await maria.call('GET', '/v1/party/export.csv?query=prado')
    expect(exported.statusCode, exported.body).toBe(200)
    const [exportEntry, importEntry] = await activity(maria, '?area=customers')
    expect(importEntry).toMatchObject({ action: 'customer.imported', subject: { label: '1' } })
    expect(importEntry?.changes).toEqual([
      { field: 'created', before: null, after: 1 },
      { field: 'updated', before: null, after: 0 },
      { field: 'failed', before: null, after: 1 },
    ])
    expect(exportEntry).toMatchObject({
      action: 'customer.exported',
      subject: { label: '1' },
      changes: [{ field: 'query', before: null, after: 'prado' }],
    })
  })

  it('records a stock adjustment with the level before and after', async () => {
    const { variantId, locationId } = await draftWithStock(t, mariaAccount, { stock: 7 })
    const adjusted = await maria.call('POST', '/v1/inventory/adjust', {
      variantId,
      locationId,
      setTo: 12,
      reason: 'correction',
      note: 'Contagem de novembro',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)
    const [entry] = await activity(maria, '?area=inventory')
    expect(entry).toMatchObject({
      action: 'inventory.adjusted',
      subject: { label: expect.stringContaining('Vaso de Cerâmica') },
    })
    expect(entry?.changes).toEqual([{ field: 'available', before: 7, after: 12 }])
  })

  it('exports what the filters find as CSV, to those whose role allows it', async () => {
    const { variantId, locationId } = await draftWithStock(t, mariaAccount, { stock: 3 })
    const adjusted = await maria.call('POST', '/v1/inventory/adjust', {
      variantId,
      locationId,
      delta: 2,
      reason: 'received',
      note: '',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)
    const answer = await maria.call('GET', '/v1/activity/export.csv?area=inventory')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="activity.csv"')
    const table = parseCsv(answer.body.replace(/^\uFEFF/, ''))
    expect(table[0]).toEqual([...activityCsvColumns])
    const rows = table.slice(1)
    expect(rows.length).toBe((await activity(maria, '?area=inventory')).length)
    expect(rows.every((row) => row[2] === 'inventory' && row[3] === 'inventory.adjusted')).toBe(true)
    expect(rows[0]?.[1]).toBe('Maria Silva')
    expect(rows[0]?.[7]).toBe('available: 3 → 5')
    // Joana's role (staff) may not read the log, let alone export it.
    expect((await joana.call('GET', '/v1/activity/export.csv')).statusCode).toBe(403)
  })

  it('writes nothing for a change that was refused', async () => {
    const before = (await activity(maria)).length
    const { updatedAt: _, ...brand } = (await maria.call('GET', '/v1/settings/brand')).json().settings
    const stale = await maria.call('PUT', '/v1/settings/brand', { ...brand, version: 1 })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(
      (await maria.call('PUT', `/v1/staff/members/${maria.userId}/role`, { roleId: 'staff' })).statusCode,
    ).toBe(409)
    expect(await activity(maria)).toHaveLength(before)
  })

  it('finds entries by person, words and days of the store’s calendar', async () => {
    await maria.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: 'admin' })
    const byMaria = await activity(maria, `?person=${maria.userId}`)
    expect(byMaria.length).toBeGreaterThan(0)
    expect(byMaria.every((entry) => entry.actor.userId === maria.userId)).toBe(true)
    expect(await activity(maria, `?person=${joana.userId}`)).toEqual([])
    const [changed] = await activity(maria, '?query=joana')
    expect(changed).toMatchObject({
      action: 'member.role_changed',
      changes: [{ field: 'role', before: 'Staff', after: 'Admin' }],
    })
    expect(await activity(maria, '?from=2000-01-01&to=2000-01-31')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    const around = await activity(maria, `?from=${shiftDay(today, -1)}&to=${shiftDay(today, 1)}`)
    expect(around.length).toBe((await activity(maria)).length)
    const backwards = await maria.call('GET', '/v1/activity?from=2026-02-01&to=2026-01-01')
    expect(backwards.statusCode).toBe(400)
  })

  it('pages a search by words newest first, each entry once, with the count of all it finds', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const made = await maria.call('POST', '/v1/product', simpleProduct(`Luminária Pendente ${n}`))
      expect(made.statusCode, made.body).toBe(201)
    }
    const labels: unknown[] = []
    let after = ''
    for (let pages = 0; pages < 5; pages++) {
      const answer = await maria.call('GET', `/v1/activity?query=luminaria%20pendente&first=2${after}`)
      expect(answer.statusCode, answer.body).toBe(200)
      const { edges, pageInfo } = answer.json().activity
      expect(pageInfo).toMatchObject({ total: 5, totalIsExact: true })
      labels.push(...edges.map((edge: { node: { subject: { label: string } } }) => edge.node.subject.label))
      if (!pageInfo.hasNextPage) break
      after = `&after=${encodeURIComponent(pageInfo.endCursor)}`
    }
    expect(labels).toEqual([5, 4, 3, 2, 1].map((n) => `Luminária Pendente ${n}`))
  })

  it('is the store’s own, readable only with its permission, and never rewritten', async () => {
    expect(await activity(pedro)).toEqual([])
    await maria.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: 'staff' })
    const refused = await joana.call('GET', '/v1/activity')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('activity_log.view')
    // Not even the application's own database role may change or delete an entry.
    await expect(
      inScope(t.db, { tenantId: maria.tenantId, userId: maria.userId }, (tx) =>
        tx.execute(sql`update activity_log set actor_name = 'Ninguém'`),
      ),
    ).rejects.toThrow()
    await expect(
      inScope(t.db, { tenantId: maria.tenantId, userId: maria.userId }, (tx) =>
        tx.execute(sql`delete from activity_log`),
      ),
    ).rejects.toThrow()
    expect((await activity(maria)).some((entry) => entry.actor.name === 'Ninguém')).toBe(false)
  })
})

function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + by)
  return date.toISOString().slice(0, 10)
}
