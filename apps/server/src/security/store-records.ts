import { randomBytes, randomUUID } from 'node:crypto'
import { swatchPng } from '../demo/png.ts'
import { bearer, emailedLink, signUp, type TestApp } from '../test/test-app.ts'

// A store with one record of every kind, made through the API as its owner would, and a read-back of
// all of it to compare before and after another store has tried to reach it.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** An answer of app.inject (whose json() is untyped, as the API's answers are read loosely here). */
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

export interface StoreClient {
  app: TestApp['app']
  token: string
  userId: string
  tenantId: string
  email: string
  call(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer>
}

export async function storeClient(app: TestApp['app'], storeName: string): Promise<StoreClient> {
  const account = await signUp(app, { storeName })
  return {
    app,
    token: account.token,
    userId: account.user.id,
    tenantId: account.defaultTenant.id,
    email: account.email,
    call: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { ...bearer(account.token), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  }
}

/** A multipart body with one file part (and an optional alt text before it). */
export function multipartBody(file: { data: Buffer; filename: string; type: string }, alt?: string) {
  const boundary = `----lojista${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  if (alt !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`))
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const SAMPLE_PNG = swatchPng([30, 120, 200], 'diamond', 24)

async function expectStatus(label: string, response: Promise<Answer>, ...statuses: number[]) {
  const answer = await response
  if (!statuses.includes(answer.statusCode)) {
    throw new Error(`${label}: ${answer.statusCode} ${answer.body.slice(0, 500)}`)
  }
  return answer.json()
}

export interface StoreRecords {
  /** A word in every name of the store's records, to look for in another store's answers. */
  marker: string
  tenantId: string
  product: { id: string; handle: string; version: number; variantIds: string[] }
  collection: { id: string; handle: string; version: number }
  vendor: string
  tag: string
  category: string
  option: string
  attribute: string
  attributeValue: string
  location: string
  party: { id: string; version: number; addressId: string; email: string }
  discount: string
  /** An open draft with a catalog line. */
  draft: { id: string; version: number; lineIds: string[] }
  /** A placed order (payment pending) with one of its two lines fulfilled. */
  order: { id: string; version: number; lineIds: string[]; draftId: string }
  /** A draft sent as an invoice: the email in the outbox, its checkout link, opened and left unpaid. */
  invoice: { draftId: string; emailId: string; checkoutToken: string; abandonedCheckoutId: string }
  media: { id: string; url: string; file: string }
  /** The owner's saved view of the orders list. */
  savedView: { id: string; name: string }
  role: { id: string; name: string }
  invitation: { id: string; email: string }
  /** An API token of the store's (its secret is not kept). */
  apiToken: { id: string; name: string }
  /** A custom shipping profile holding the product, and local delivery and pickup at the location. */
  shipping: { profileId: string; zoneId: string; rateId: string; localDeliveryId: string; pickupId: string }
  /** A tax region (BR-SP) with an override of the product. */
  taxRegion: string
  /** The store's owner, a member of this store only. */
  ownerUserId: string
  /** Every id above, for looking for them in answers. */
  ids: string[]
  /** Texts only this store's records hold (SKUs, names, notes), which no request of another store names. */
  secrets: string[]
}

/**
 * One record of every kind in `store`, made through the API: catalog lists, a collection, a location,
 * a product with options and variants (in the collection, with stock and an image), a customer, a
 * saved discount code, an open draft, a placed order with a fulfilment, and an invoice whose link was
 * opened and not paid (an abandoned checkout).
 */
export async function createStoreRecords(store: StoreClient): Promise<StoreRecords> {
  const marker = `Segredo${randomBytes(4).toString('hex')}`
  const post = (label: string, url: string, payload: unknown, ...statuses: number[]) =>
    expectStatus(label, store.call('POST', url, payload), ...(statuses.length ? statuses : [200, 201]))

  const vendor = (await post('vendor', '/v1/product/vendor', { name: `${marker} Vendor` })).vendor.id
  const tag = (await post('tag', '/v1/product/tag', { name: `${marker}-tag` })).tag.id
  const category = (await post('category', '/v1/product/category', { name: `${marker} Category` })).category
    .id
  const option = (await post('option', '/v1/product/option', { name: `${marker} Size`, values: ['P', 'G'] }))
    .option.id
  const attribute = (await post('attribute', '/v1/product/attribute', { name: `${marker} Material` }))
    .attribute.id
  const attributeValue = (
    await post('attribute value', '/v1/product/attribute-value', { attributeId: attribute, name: 'Linho' })
  ).attributeValue.id
  const collection = (await post('collection', '/v1/product/collection', { title: `${marker} Collection` }))
    .collection
  const location = (await post('location', '/v1/location', { name: `${marker} Depósito` })).location.id

  const sku = `${marker}-${randomBytes(3).toString('hex')}`.toUpperCase()
  const product = (
    await post('product', '/v1/product', {
      title: `${marker} Camisa`,
      status: 'active',
      vendor: `${marker} Vendor`,
      tags: [`${marker}-tag`],
      categoryId: category,
      collectionIds: [collection.id],
      options: [{ name: 'Tamanho', values: ['P', 'G'] }],
      variants: [
        { optionValues: ['P'], sku: `${sku}-P`, price: '50.00' },
        { optionValues: ['G'], sku: `${sku}-G`, price: '55.00' },
      ],
    })
  ).product
  const variantIds: string[] = product.variants.map((variant: { id: string }) => variant.id)
  for (const variantId of variantIds) {
    await post('stock', '/v1/inventory/adjust', {
      variantId,
      locationId: location,
      delta: 20,
      reason: 'received',
    })
  }

  const upload = multipartBody(
    { data: SAMPLE_PNG, filename: 'camisa.png', type: 'image/png' },
    `${marker} foto`,
  )
  const media = (
    await expectStatus(
      'image',
      store.call('POST', `/v1/product/${product.id}/media`, upload.payload, upload.headers),
      201,
    )
  ).media

  const partyEmail = `${marker.toLowerCase()}@example.com`
  const party = (
    await post('customer', '/v1/party', {
      id: randomUUID(),
      displayName: `${marker} Cliente`,
      individualDetails: { firstName: marker, lastName: 'Cliente' },
      contacts: [{ type: 'email', value: partyEmail, isPrimary: true }],
      addresses: [
        { kind: 'shipping', isDefault: true, address1: 'Rua A, 1', city: 'Recife', countryCode: 'BR' },
      ],
    })
  ).party
  const discount = (
    await post('discount', '/v1/order/discounts', {
      code: `${marker}10`,
      title: `${marker} desconto`,
      type: 'percentage',
      value: '0.1',
    })
  ).discount.id

  const draftOf = async (label: string) =>
    (
      await post(label, '/v1/order', {
        customerId: party.id,
        lineItems: [
          { id: randomUUID(), variantId: variantIds[0], quantity: 1 },
          { id: randomUUID(), variantId: variantIds[1], quantity: 2 },
        ],
        note: `${marker} nota`,
      })
    ).order
  const draft = await draftOf('draft')

  const orderDraft = await draftOf('draft to place')
  const placed = (
    await expectStatus(
      'order',
      store.call(
        'POST',
        '/v1/orders',
        { draftOrderId: orderDraft.id, version: orderDraft.version, paymentPending: true },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    )
  ).order
  const orderLineIds: string[] = placed.lines.map((line: { id: string }) => line.id)
  const fulfilled = (
    await post('fulfilment', `/v1/orders/${placed.id}/fulfillments`, {
      lines: [{ orderLineId: orderLineIds[0], quantity: 1 }],
      trackingNumber: `${marker}-TRK`,
    })
  ).order

  const invoiceDraft = await draftOf('draft to invoice')
  await expectStatus(
    'invoice',
    store.call(
      'POST',
      '/v1/order/send-invoice',
      { draftOrderId: invoiceDraft.id, version: invoiceDraft.version, message: `${marker} mensagem` },
      { 'idempotency-key': randomUUID() },
    ),
    200,
  )
  const email = (await post('emails', '/v1/email/search', { query: partyEmail }, 200)).emails.edges[0]?.node
  // The store's copy has no link: the customer's copy has it.
  const checkoutToken = await emailedLink(store.app, partyEmail, /\/checkout\/([\w-]+)/)
  if (!email) throw new Error('the invoice email was not found')
  // Opening the link without paying makes it an abandoned checkout.
  await expectStatus('open checkout', store.call('GET', `/v1/public/checkout/${checkoutToken}`), 200)
  const abandoned = (await post('abandoned', '/v1/order/abandoned-checkout/search', { query: '' }, 200))
    .abandonedCheckouts.edges[0]?.node
  if (!abandoned) throw new Error('no abandoned checkout')

  // A privacy request of the store's: the export of its customer's data, listed on the privacy page.
  await expectStatus('customer data export', store.call('GET', `/v1/party/${party.id}/data-export`), 200)

  const savedView = (
    await post('saved view', '/v1/saved-views', {
      list: 'orders',
      name: `${marker} visão`,
      params: { q: marker, sort: 'oldest' },
    })
  ).savedView

  const role = (
    await post('role', '/v1/staff/roles', { name: `${marker} Vendas`, permissions: ['draft_orders.send'] })
  ).role

  const invitation = (
    await post('invitation', '/v1/staff/invitations', {
      email: `${marker.toLowerCase()}@convite.example.com`,
      roleId: role.id,
    })
  ).invitation

  const apiToken = (
    await post('api token', '/v1/staff/api-tokens', {
      name: `${marker} ERP`,
      roleId: role.id,
      expiresInDays: 90,
    })
  ).apiToken

  const zones = [
    { name: `${marker} zona`, countryCode: 'BR', rates: [{ name: 'PAC', type: 'flat', price: '20' }] },
  ]
  const { profile } = await post('shipping profile', '/v1/settings/shipping/profiles', {
    name: `${marker} Frágeis`,
    productIds: [product.id],
    zones,
  })
  const shipping = {
    profileId: profile.id,
    zoneId: profile.zones[0].id,
    rateId: profile.zones[0].rates[0].id,
    localDeliveryId: (
      await post('local delivery', '/v1/settings/shipping/local-deliveries', {
        locationId: location,
        postalCodeRanges: [{ from: '01000-000', to: '05999-999' }],
        fee: '12.00',
        deliveryNote: `${marker} entrega`,
      })
    ).localDelivery.id,
    pickupId: (
      await post('pickup', '/v1/settings/shipping/pickups', {
        locationId: location,
        instructions: `${marker} retirada`,
      })
    ).pickup.id,
  }
  const taxRegion = (
    await post('tax region', '/v1/settings/taxes/regions', {
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [{ title: `${marker} ICMS`, ratePpm: 180_000 }],
      overrides: [{ target: 'product', targetId: product.id, rate: null }],
    })
  ).region.id

  const [, , , file] = String(media.url).split('/')
  const records: Omit<StoreRecords, 'ids' | 'secrets'> = {
    marker,
    tenantId: store.tenantId,
    product: { id: product.id, handle: product.handle, version: product.version, variantIds },
    collection: { id: collection.id, handle: collection.handle, version: collection.version },
    vendor,
    tag,
    category,
    option,
    attribute,
    attributeValue,
    location,
    party: { id: party.id, version: party.version, addressId: party.addresses[0].id, email: partyEmail },
    discount,
    draft: {
      id: draft.id,
      version: draft.version,
      lineIds: draft.lineItems.map((line: { id: string }) => line.id),
    },
    order: { id: placed.id, version: fulfilled.version, lineIds: orderLineIds, draftId: orderDraft.id },
    invoice: {
      draftId: invoiceDraft.id,
      emailId: email.id,
      checkoutToken,
      abandonedCheckoutId: abandoned.id,
    },
    media: { id: media.id, url: media.url, file: file ?? '' },
    savedView: { id: savedView.id, name: savedView.name },
    role: { id: role.id, name: role.name },
    invitation: { id: invitation.id, email: invitation.email },
    apiToken: { id: apiToken.id, name: apiToken.name },
    shipping,
    taxRegion,
    ownerUserId: store.userId,
  }
  const secrets = [
    `${marker} Camisa`,
    `${sku}-P`,
    `${sku}-G`,
    `${marker} Cliente`,
    `${marker} nota`,
    `${marker}-TRK`,
    `${marker} mensagem`,
    `${marker} foto`,
    `${marker} ERP`,
    `${marker} entrega`,
    `${marker} retirada`,
  ]
  return { ...records, ids: idsIn(records), secrets }
}

function idsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) idsIn(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) idsIn(item, found)
  return found
}

/**
 * Everything of the store as its owner reads it through the API: each record, and every list.
 * Two reads with nothing changed in between are equal.
 */
export async function readStore(store: StoreClient, records: StoreRecords) {
  const get = async (url: string) => {
    const answer = await store.call('GET', url)
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : answer.body }
  }
  const search = async (url: string) => {
    const answer = await store.call('POST', url, { query: '', first: 250 })
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : answer.body }
  }
  const reads: Record<string, unknown> = {
    product: await get(`/v1/product?id=${records.product.id}`),
    collection: await get(`/v1/product/collection?id=${records.collection.id}`),
    location: await get(`/v1/location?id=${records.location}`),
    party: await get(`/v1/party?id=${records.party.id}`),
    draft: await get(`/v1/order?id=${records.draft.id}`),
    orderDraft: await get(`/v1/order?id=${records.order.draftId}`),
    invoiceDraft: await get(`/v1/order?id=${records.invoice.draftId}`),
    history: await get(`/v1/order/history?id=${records.invoice.draftId}`),
    order: await get(`/v1/orders/${records.order.id}`),
    email: await get(`/v1/email/${records.invoice.emailId}`),
    tenant: await get('/v1/tenant'),
    savedViews: await get('/v1/saved-views?list=orders'),
    role: await get(`/v1/staff/roles/${records.role.id}`),
    roles: await get('/v1/staff/roles'),
    members: await get('/v1/staff/members'),
    invitations: await get('/v1/staff/invitations'),
    apiTokens: await get('/v1/staff/api-tokens'),
    activity: await get('/v1/activity?first=250'),
    discount: await get(`/v1/discounts/${records.discount}`),
    taxes: await get('/v1/settings/taxes'),
    discounts: await get('/v1/discounts?first=250'),
    shipping: await get('/v1/settings/shipping'),
    mediaFile: await store.call('GET', records.media.url).then((answer) => ({
      status: answer.statusCode,
      length: answer.body.length,
    })),
  }
  for (const list of [
    'product/vendor',
    'product/tag',
    'product/category',
    'product/option',
    'product/attribute',
    'product/attribute-value',
    'product',
    'product/collection',
    'location',
    'inventory',
    'inventory/history',
    'party',
    'order/draft',
    'order/discounts',
    'order',
    'fulfillment',
    'order/abandoned-checkout',
    'email',
  ]) {
    reads[`search ${list}`] = await search(`/v1/${list}/search`)
  }
  reads['collection products'] = await search(
    `/v1/product/collection/${records.collection.id}/products/search`,
  )
  return reads
}
