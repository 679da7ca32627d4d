import { randomBytes, randomUUID } from 'node:crypto'
import type { ApiOperation, JsonSchema } from './api-document.ts'
import { urlOf } from './api-document.ts'
import { exampleOf, type Field } from './schema-values.ts'
import { multipartBody, SAMPLE_PNG, type StoreRecords } from './store-records.ts'

// How the tenant-isolation sweep calls each operation of the OpenAPI document: which record kind every
// id parameter and id field names, what a store that does not own those records must get back, and the
// operations that are not about a store's records at all. An operation none of this covers fails the
// sweep, so that a new route is classified when it is added.

export type Kind =
  | 'tenant'
  | 'product'
  | 'productHandle'
  | 'variant'
  | 'collection'
  | 'collectionHandle'
  | 'category'
  | 'attribute'
  | 'location'
  | 'party'
  | 'partyAddress'
  | 'discount'
  | 'draft'
  | 'draftLine'
  | 'order'
  | 'orderLine'
  | 'abandonedCheckout'
  | 'email'
  | 'media'
  | 'mediaFile'
  | 'checkoutToken'
  | 'savedView'
  | 'role'
  | 'member'
  | 'invitation'
  | 'apiToken'
  | 'shippingProfile'
  | 'shippingZone'
  | 'shippingRate'
  | 'localDelivery'
  | 'pickup'
  | 'taxRegion'

export type KindValues = Record<Kind, string>

export function valuesOfRecords(records: StoreRecords): KindValues {
  return {
    tenant: records.tenantId,
    product: records.product.id,
    productHandle: records.product.handle,
    variant: records.product.variantIds[0]!,
    collection: records.collection.id,
    collectionHandle: records.collection.handle,
    category: records.category,
    attribute: records.attribute,
    location: records.location,
    party: records.party.id,
    partyAddress: records.party.addressId,
    discount: records.discount,
    draft: records.draft.id,
    draftLine: records.draft.lineIds[0]!,
    order: records.order.id,
    orderLine: records.order.lineIds[1]!,
    abandonedCheckout: records.invoice.abandonedCheckoutId,
    email: records.invoice.emailId,
    media: records.media.id,
    mediaFile: records.media.file,
    checkoutToken: records.invoice.checkoutToken,
    savedView: records.savedView.id,
    role: records.role.id,
    // The owner is a member of their store only: named from another store, they are no one's.
    member: records.ownerUserId,
    invitation: records.invitation.id,
    apiToken: records.apiToken.id,
    shippingProfile: records.shipping.profileId,
    shippingZone: records.shipping.zoneId,
    shippingRate: records.shipping.rateId,
    localDelivery: records.shipping.localDeliveryId,
    pickup: records.shipping.pickupId,
    taxRegion: records.taxRegion,
  }
}

/** Ids of records that exist nowhere: what an answer to A's ids must not be distinguishable from. */
export function unknownValues(): KindValues {
  const handle = `nada-${randomBytes(4).toString('hex')}`
  return {
    tenant: randomUUID(),
    product: randomUUID(),
    productHandle: handle,
    variant: randomUUID(),
    collection: randomUUID(),
    collectionHandle: handle,
    category: randomUUID(),
    attribute: randomUUID(),
    location: randomUUID(),
    party: randomUUID(),
    partyAddress: randomUUID(),
    discount: randomUUID(),
    draft: randomUUID(),
    draftLine: randomUUID(),
    order: randomUUID(),
    orderLine: randomUUID(),
    abandonedCheckout: randomUUID(),
    email: randomUUID(),
    media: randomUUID(),
    mediaFile: `${randomBytes(16).toString('hex')}.png`,
    checkoutToken: randomBytes(32).toString('base64url'),
    savedView: randomUUID(),
    role: randomUUID(),
    member: randomUUID(),
    invitation: randomUUID(),
    apiToken: randomUUID(),
    shippingProfile: randomUUID(),
    shippingZone: randomUUID(),
    shippingRate: randomUUID(),
    localDelivery: randomUUID(),
    pickup: randomUUID(),
    taxRegion: randomUUID(),
  }
}

/** The record kind an `id` names, by the resource its path is about. */
const RESOURCES: [RegExp, Kind][] = [
  [/^\/v1\/product\/collection\b/, 'collection'],
  [/^\/v1\/product\b/, 'product'],
  [/^\/v1\/location\b/, 'location'],
  [/^\/v1\/party\b/, 'party'],
  [/^\/v1\/order\/abandoned-checkout\b/, 'abandonedCheckout'],
  // GET/DELETE /v1/order?id=, POST /v1/order's id and /v1/order/history?id= name drafts.
  [/^\/v1\/order\b/, 'draft'],
  [/^\/v1\/orders\b/, 'order'],
  [/^\/v1\/email\b/, 'email'],
  [/^\/v1\/saved-views\b/, 'savedView'],
  [/^\/v1\/staff\/roles\b/, 'role'],
  [/^\/v1\/staff\/invitations\b/, 'invitation'],
  [/^\/v1\/staff\/api-tokens\b/, 'apiToken'],
  [/^\/v1\/discounts\b/, 'discount'],
  [/^\/v1\/settings\/shipping\/profiles\b/, 'shippingProfile'],
  [/^\/v1\/settings\/shipping\/local-deliveries\b/, 'localDelivery'],
  [/^\/v1\/settings\/shipping\/pickups\b/, 'pickup'],
  [/^\/v1\/settings\/taxes\/regions\b/, 'taxRegion'],
]

/** Parameters and body fields named for the record they hold. */
const FIELD_KINDS: Record<string, Kind> = {
  tenantId: 'tenant',
  file: 'mediaFile',
  token: 'checkoutToken',
  productId: 'product',
  productIds: 'product',
  variantId: 'variant',
  collectionIds: 'collection',
  categoryId: 'category',
  parentId: 'category',
  attributeId: 'attribute',
  locationId: 'location',
  customerId: 'party',
  draftOrderId: 'draft',
  discountId: 'discount',
  orderLineId: 'orderLine',
  mediaId: 'media',
  mediaIds: 'media',
  userId: 'member',
  // The activity log's filter by person names a member of the store.
  person: 'member',
  roleId: 'role',
  // A tax override names a product (the sweep's bodies choose that target) or a collection.
  targetId: 'product',
}

/** An `id` inside a list names an item of that list; inside an object, the record that object is. */
const LIST_ITEM_KINDS: Record<string, Kind> = {
  lineItems: 'draftLine',
  // POST /v1/order takes the draft back as GET answers it: its customer object names a customer.
  customer: 'party',
  addresses: 'partyAddress',
  variants: 'variant',
  // A shipping profile is saved back as read: its zones and their rates keep their ids.
  zones: 'shippingZone',
  rates: 'shippingRate',
}

function resourceKind(operation: ApiOperation): Kind | undefined {
  return RESOURCES.find(([pattern]) => pattern.test(operation.path))?.[1]
}

/** The kind of record a parameter or body field names, or undefined when it names none. */
export function kindOfField(operation: ApiOperation, field: Field): Kind | undefined {
  if (field.name === 'id' || field.name === 'ids') {
    if (field.parent === undefined) return resourceKind(operation)
    return LIST_ITEM_KINDS[field.parent]
  }
  return FIELD_KINDS[field.name]
}

/** Body fields that hold a uuid and name no known kind: the sweep would not know what to put there. */
export function unknownIdFields(operation: ApiOperation): string[] {
  const found: string[] = []
  const walk = (schema: JsonSchema, field: Field, path: string) => {
    if (schema.format === 'uuid' && field.name && !kindOfField(operation, field)) found.push(path)
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      walk(property, { name, parent: field.name || field.parent }, `${path}.${name}`)
    }
    if (schema.items) walk(schema.items as JsonSchema, { name: '', parent: field.name }, `${path}[]`)
    for (const option of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]) walk(option, field, path)
  }
  if (operation.body) walk(operation.body.schema, { name: '', parent: undefined }, 'body')
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue
    const kind = kindOfField(operation, { name: parameter.name, parent: undefined })
    if (!kind && parameter.in === 'path') found.push(`${parameter.in}.${parameter.name}`)
    if (!kind && parameter.schema.format === 'uuid') found.push(`${parameter.in}.${parameter.name}`)
  }
  return found
}

// ---- What each operation is ----

/** Answer without a sign-in: nothing of a store is behind them but what their own credential opens. */
export const PUBLIC_OPERATIONS: Record<string, string> = {
  'GET /livez': 'liveness, no data',
  'GET /healthz': 'the database answers, no data',
  'GET /readyz': 'readiness checks by name, no data',
  'GET /health': 'readiness checks by name, no data',
  'POST /v1/auth/sign-up': 'makes a new account with a new store of its own',
  'POST /v1/auth/sign-in': 'the password is the credential',
  'POST /v1/auth/sign-in/two-factor': 'the challenge of a right password and a code of the same person',
  'POST /v1/auth/password-reset/request': 'answers the same for every email; the link goes to the owner',
  'POST /v1/auth/password-reset/confirm': 'the emailed one-time token is the credential',
  'POST /v1/auth/verify-email': 'the emailed one-time token is the credential',
  'GET /v1/public/checkout/{token}': "the invoice link's secret token is the credential",
  'POST /v1/public/checkout/{token}/pay': "the invoice link's secret token is the credential",
  'POST /v1/public/checkout/{token}/discount-code': "the invoice link's secret token is the credential",
  'GET /v1/public/checkout/{token}/lines/{index}/image': "the invoice link's secret token is the credential",
  'GET /v1/public/stores/{storeId}/policies/{kind}': "a store's policies are for anyone to read",
  'GET /v1/public/stores/{storeId}/orders/{token}':
    "the confirmation email's secret token is the credential; another store's answers 404",
  'POST /v1/invitations/open': "the invitation link's secret token is the credential",
  'POST /v1/invitations/accept/sign-up': "the invitation link's secret token is the credential",
}

/** Need a sign-in but belong to no store: the account itself, and reference data shared by all stores. */
export const ACCOUNT_OPERATIONS: Record<string, string> = {
  'POST /v1/auth/sign-out': "ends the caller's own session",
  'POST /v1/auth/verify-email/resend': "emails the caller's own address",
  'GET /v1/account/me': "the caller's own account and the stores they belong to",
  'GET /v1/account/sessions': "the caller's own sessions",
  // Another person's session id answers 404, as a session that is not open does.
  'DELETE /v1/account/sessions/{id}': "signs out one of the caller's own sessions",
  'POST /v1/account/sessions/sign-out-others': "signs out the caller's other sessions",
  'PUT /v1/account/password': "changes the caller's own password",
  'GET /v1/account/two-factor': "the caller's own second factor",
  'POST /v1/account/two-factor/setup': "starts the caller's own second factor",
  'POST /v1/account/two-factor/enable': "turns on the caller's own second factor",
  'POST /v1/account/two-factor/disable': "turns off the caller's own second factor",
  'POST /v1/account/two-factor/recovery-codes': "replaces the caller's own recovery codes",
  'GET /v1/media/auth-cookie': "a cookie for the caller's own session",
  // The store joined is the one the link's secret opens, and only for the address it was sent to.
  'POST /v1/invitations/accept': "joins the caller to the store of the invitation link's secret token",
  'POST /v1/catalog/search': 'languages, countries, states and tax codes: the same for every store',
}

/** In a store (X-Tenant-Id is checked) but the same for every store. */
export const SHARED_OPERATIONS: Record<string, string> = {
  'POST /v1/order/payment-term/search': 'payment-term templates are the same for every store',
}

/**
 * Write in the caller's own store and name no record of another: another store's user simply adds to
 * their own store. The request still carries the other store's names, handles and emails where it can,
 * and the sweep checks that nothing of that store shows in the answer or changes.
 */
export const OWN_STORE_OPERATIONS: Record<string, string> = {
  'GET /v1/tenant': "the caller's own store",
  'PUT /v1/staff/security': "the caller's own store's rule for its staff",
  'GET /v1/staff/me': 'the caller as a member of their own store',
  'GET /v1/staff/me/notifications': "the caller's own choice of emails in their own store",
  'PUT /v1/staff/me/notifications': "changes the caller's own choice of emails in their own store",
  'POST /v1/product/vendor': 'adds a vendor to the caller’s store',
  'POST /v1/product/tag': 'adds a tag to the caller’s store',
  'POST /v1/product/attribute': 'adds an attribute to the caller’s store',
  'POST /v1/product/option': 'adds an option to the caller’s store',
  'POST /v1/location': 'adds a location to the caller’s store',
  'POST /v1/order/discounts': 'adds a discount code to the caller’s store',
  // The products, collections and customers a discount names are ids it applies to when an order has
  // them: naming another store's is naming nothing the caller's orders can hold.
  'POST /v1/discounts': 'adds a discount (with a code like the other store’s) to the caller’s store',
  'POST /v1/product/import': "imports rows (with the other store's handle) into the caller's store",
  'POST /v1/party/import': "imports rows (with the other store's customer email) into the caller's store",
  'GET /v1/product/export.csv': "exports the caller's products",
  'GET /v1/party/export.csv': "exports the caller's customers",
  // Filtered by another store's person, the caller's own log has nothing of them: a file with no rows.
  'GET /v1/activity/export.csv': "exports the caller's activity log",
  // The id is made by the client (so a retry creates the customer once) and is unique per store: sent
  // with the other store's customer id, it makes a customer of the caller's own under that id.
  'POST /v1/party': "creates a customer in the caller's store, whatever id the client made",
  // Under the very name and filters of the other store's view: the caller gets a view of their own.
  'POST /v1/saved-views': "saves a view of the caller's own, in the caller's store",
  // Under the very name of the other store's role: the caller's store gets a role of its own.
  'POST /v1/staff/roles': "makes a role in the caller's store",
  'GET /v1/discounts/time-zone': "the caller's own store's time zone",
  'GET /v1/settings/general': "the caller's own store's settings",
  'PUT /v1/settings/general': "changes the caller's own store's settings",
  'GET /v1/settings/brand': "the caller's own store's brand",
  'PUT /v1/settings/brand': "changes the caller's own store's brand",
  'GET /v1/settings/payments': "the caller's own store's payment methods",
  'PUT /v1/settings/payments': "changes the caller's own store's payment methods",
  'GET /v1/settings/taxes': "the caller's own store's tax settings",
  'PUT /v1/settings/taxes': "changes how the caller's own store's prices and shipping are taxed",
  'GET /v1/order/tax-rules': "the caller's own store's tax rules",
  'GET /v1/settings/checkout': "the caller's own store's checkout settings",
  'PUT /v1/settings/checkout': "changes the caller's own store's checkout settings",
  'GET /v1/settings/customer-accounts': "the caller's own store's customer account settings",
  'PUT /v1/settings/customer-accounts': "changes the caller's own store's customer account settings",
  'GET /v1/settings/pricing': "the caller's own store's pricing settings",
  'PUT /v1/settings/pricing': "changes the caller's own store's pricing settings",
  'GET /v1/settings/privacy': "the caller's own store's privacy settings",
  'PUT /v1/settings/privacy': "changes the caller's own store's privacy settings",
  'GET /v1/settings/policies': "the caller's own store's policies",
  'PUT /v1/settings/policies': "changes one of the caller's own store's policies",
}

/** Lists: another store's user gets their own store's rows only; these queries find the owner's records. */
export const SEARCH_QUERIES: Record<string, (values: KindValues, records: StoreRecords) => string> = {
  'POST /v1/product/vendor/search': (_, records) => records.marker,
  'POST /v1/product/tag/search': (_, records) => records.marker,
  'POST /v1/product/category/search': (_, records) => records.marker,
  'POST /v1/product/option/search': (_, records) => records.marker,
  'POST /v1/product/attribute/search': (_, records) => records.marker,
  'POST /v1/product/attribute-value/search': (values) => `attribute:${values.attribute}`,
  'POST /v1/product/search': (values) => `collection:${values.collection}`,
  'POST /v1/product/collection/search': (values) => `product:${values.product}`,
  'POST /v1/location/search': (_, records) => records.marker,
  'POST /v1/inventory/search': (values) => `product:${values.product}`,
  'POST /v1/inventory/history/search': (values) => `variant:${values.variant}`,
  'POST /v1/party/search': (_, records) => records.party.email,
  'POST /v1/order/draft/search': (values) => `customer:${values.party}`,
  'POST /v1/order/discounts/search': (_, records) => records.marker,
  'POST /v1/order/search': (values) => `customer:${values.party}`,
  'POST /v1/fulfillment/search': (_, records) => records.marker,
  'POST /v1/order/abandoned-checkout/search': (_, records) => records.party.email,
  'POST /v1/email/search': (_, records) => records.party.email,
  'POST /v1/privacy-requests/search': (_, records) => records.marker,
}

/**
 * Reads (GET) that list the caller's own rows of the store, with the query parameters that find the
 * owner's record: another store's user gets a list with nothing of the owner's in it.
 */
export const LIST_READS: Record<
  string,
  (values: KindValues, records: StoreRecords) => Record<string, string>
> = {
  'GET /v1/saved-views': () => ({ list: 'orders' }),
  'GET /v1/staff/roles': () => ({}),
  'GET /v1/staff/members': () => ({ query: '' }),
  'GET /v1/staff/invitations': () => ({}),
  'GET /v1/staff/api-tokens': () => ({}),
  'GET /v1/activity': () => ({}),
  'GET /v1/discounts': (_, records) => ({ query: records.marker }),
  'GET /v1/settings/shipping': () => ({}),
}

/**
 * Answers other than 404 that an operation gives a store naming another store's records, with why that
 * shows nothing of the other store (the sweep still checks the answer equals the one for unknown ids).
 */
const UNKNOWN_REFERENCE =
  'a write naming records it cannot find answers 400 with a field error ("No such …"), word for word ' +
  'what an id that exists nowhere gets'
export const EXPECTED_STATUS: Record<string, { status: number; reason: string }> = {
  'POST /v1/product': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/product/collection': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/product/category': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/product/attribute-value': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/order': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/staff/invitations': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/staff/api-tokens': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/settings/shipping/profiles': { status: 400, reason: UNKNOWN_REFERENCE },
  'POST /v1/shipping/options': {
    status: 200,
    reason:
      "a line's variant only places it under a custom profile of the caller's store and gives its weight: " +
      'one the store does not have ships as a custom item, as an id that exists nowhere does',
  },
  'POST /v1/settings/taxes/regions': { status: 400, reason: UNKNOWN_REFERENCE },
}

const shippingZones = [
  { name: 'Brasil', countryCode: 'BR', rates: [{ name: 'PAC', type: 'flat', price: '20.00' }] },
]

const taxRegionBody = (values: KindValues) => ({
  countryCode: 'BR',
  provinceCode: 'RN',
  rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
  overrides: [{ target: 'product', targetId: values.product, rate: null }],
})

const discountDefinition = (code: string) => ({
  title: 'Mesmo código',
  method: 'code',
  code,
  type: 'amount_off_order',
  value: { type: 'percentage', value: '0.1' },
  startsAt: '2026-01-01T00:00:00Z',
})

/** Bodies the schema alone cannot make valid (rules across fields, uploads), given as a whole. */
export const BODIES: Record<string, (values: KindValues, records: StoreRecords) => unknown> = {
  // The tax settings are one record per store; a region names its place and the products it overrides.
  'PUT /v1/settings/taxes': () => ({ taxesIncluded: true, shippingTaxed: true, version: 1 }),
  'POST /v1/settings/taxes/regions': (values) => taxRegionBody(values),
  'PUT /v1/settings/taxes/regions/{id}': (values) => ({ ...taxRegionBody(values), version: 1 }),
  // The document describes no multipart body: the upload is one image file.
  'POST /v1/product/{id}/media': () =>
    multipartBody({ data: SAMPLE_PNG, filename: 'foto.png', type: 'image/png' }, 'Outra foto'),
  'POST /v1/party': (values) => ({
    id: values.party,
    displayName: 'Cliente da Beta',
    addresses: [{ id: values.partyAddress, city: 'Natal' }],
  }),
  // The draft as GET answers it: its customer object and a line's product name the records. (Filled in
  // field by field, a line would get both the editor's variantId and a product, which is refused as
  // ambiguous before the sweep's question is asked.)
  'POST /v1/order': (values) => ({
    id: values.draft,
    customer: { id: values.party },
    lineItems: [
      {
        id: values.draftLine,
        quantity: 1,
        product: { productId: values.product, variantId: values.variant },
      },
    ],
  }),
  'POST /v1/inventory/adjust': (values) => ({
    variantId: values.variant,
    locationId: values.location,
    delta: 1,
    reason: 'correction',
  }),
  'POST /v1/product/import': (values, records) => ({
    rows: [{ Handle: values.productHandle, Title: `${records.marker} importado`, Price: '1.00' }],
  }),
  'POST /v1/party/import': (_, records) => ({
    rows: [{ 'First Name': 'Importado', Email: records.party.email }],
  }),
  'POST /v1/order/discounts': (_, records) => ({
    code: `${records.marker}10`,
    title: 'Mesmo código',
    type: 'percentage',
    value: '0.1',
  }),
  'POST /v1/discounts': (_, records) => discountDefinition(`${records.marker}12`),
  // A whole definition (a code discount needs its code), on the version the owner's discount has.
  'PATCH /v1/discounts/{id}': (_, records) => ({
    version: 1,
    discount: discountDefinition(`${records.marker}11`),
  }),
  'POST /v1/discounts/{id}/codes': () => ({ count: 3, prefix: 'OUTRA', length: 8 }),
  'POST /v1/location': (_, records) => ({ name: `${records.marker} Depósito` }),
  'POST /v1/product/vendor': (_, records) => ({ name: `${records.marker} Vendor` }),
  'POST /v1/product/tag': (_, records) => ({ name: `${records.marker}-tag` }),
  'POST /v1/product/attribute': (_, records) => ({ name: `${records.marker} Material` }),
  'POST /v1/product/option': (_, records) => ({ name: `${records.marker} Size`, values: ['P'] }),
  // The store's settings are one record per store, named by none of its ids: the caller's first save.
  'PUT /v1/settings/general': () => ({
    storeName: 'Loja Beta',
    contactEmail: 'contato@beta.example.com',
    contactPhone: '+55 84 3201-0000',
    legalName: 'Loja Beta Comércio Ltda',
    cnpj: '11.222.333/0001-81',
    address1: 'Av. Engenheiro Roberto Freire, 100',
    city: 'Natal',
    provinceCode: 'RN',
    countryCode: 'BR',
    postalCode: '59090-000',
    timeZone: 'America/Fortaleza',
    unitSystem: 'metric',
    weightUnit: 'kg',
    orderNumberPrefix: '#',
    orderNumberSuffix: '',
    draftNumberPrefix: '#D',
    draftNumberSuffix: '',
    version: 1,
  }),
  'PUT /v1/settings/brand': () => ({
    logoUrl: '',
    primaryColor: '#102030',
    accentColor: '#F0A000',
    shortDescription: 'Loja Beta',
    version: 1,
  }),
  'PUT /v1/settings/payments': () => ({
    cardEnabled: true,
    cardProvider: 'test',
    pixEnabled: true,
    pixKeyType: 'email',
    pixKey: 'pix@beta.example.com',
    pixMerchantName: 'Loja Beta',
    pixMerchantCity: 'Natal',
    pixInstructions: '',
    bankDepositEnabled: false,
    bankDepositInstructions: '',
    cashOnDeliveryEnabled: false,
    cashOnDeliveryInstructions: '',
    boletoEnabled: false,
    boletoInstructions: '',
    version: 1,
  }),
  'PUT /v1/settings/checkout': () => ({
    phone: 'required',
    company: 'off',
    taxId: 'required',
    marketingConsentDefault: true,
    orderNote: false,
    policyLinks: ['refund'],
    version: 1,
  }),
  'PUT /v1/settings/customer-accounts': () => ({
    orderStatusLink: false,
    orderStatusLinkDays: 7,
    version: 1,
  }),
  'PUT /v1/settings/pricing': () => ({ showCompareAtPrices: false, version: 1 }),
  'PUT /v1/settings/privacy': () => ({ dataKept: 'Loja Beta', version: 1 }),
  'PUT /v1/settings/policies': () => ({ kind: 'terms', body: '<p>Loja Beta</p>', version: 1 }),
  'POST /v1/saved-views': (_, records) => ({
    list: 'orders',
    name: records.savedView.name,
    params: { q: records.marker, sort: 'oldest' },
  }),
  'POST /v1/staff/roles': (_, records) => ({ name: records.role.name, permissions: ['orders.view'] }),
  'POST /v1/settings/shipping/profiles': (values) => ({
    name: 'Frágeis',
    productIds: [values.product],
    zones: shippingZones,
  }),
  'PUT /v1/settings/shipping/profiles/{id}': (values) => ({
    name: 'Frágeis',
    productIds: [values.product],
    zones: shippingZones,
    version: 1,
  }),
  'POST /v1/settings/shipping/local-deliveries': (values) => ({
    locationId: values.location,
    postalCodeRanges: [{ from: '59000-000', to: '59099-999' }],
    fee: '10.00',
  }),
  'PUT /v1/settings/shipping/local-deliveries/{id}': () => ({
    postalCodeRanges: [{ from: '59000-000', to: '59099-999' }],
    fee: '10.00',
    version: 1,
  }),
  'POST /v1/settings/shipping/pickups': (values) => ({ locationId: values.location, readyTime: '2h' }),
  'PUT /v1/settings/shipping/pickups/{id}': () => ({ readyTime: '2h', version: 1 }),
  'POST /v1/shipping/options': (values) => ({
    address: { countryCode: 'BR', provinceCode: 'RN', postalCode: '59090-000' },
    lines: [{ variantId: values.variant, weight: { value: '1', unit: 'kg' }, quantity: 1 }],
    subtotal: '50.00',
  }),
}

/** Extra queries to try on reads by id: the same record named by its handle. */
export const ALTERNATE_QUERIES: Record<string, (values: KindValues) => Record<string, string>> = {
  'GET /v1/product': (values) => ({ handle: values.productHandle }),
  'GET /v1/product/collection': (values) => ({ handle: values.collectionHandle }),
}

export type Plan =
  | { kind: 'public' | 'account' | 'shared' | 'own'; reason: string }
  | { kind: 'target' }
  | { kind: 'search' }
  | { kind: 'list' }
  | { kind: 'unknown'; reason: string }

/**
 * The order the sweep runs in: everything that names the other store's records, and the searches,
 * before the operations that add to the caller's own store (whose names echo the other store's).
 */
export const PLAN_ORDER: Plan['kind'][] = [
  'unknown',
  'target',
  'search',
  'list',
  'shared',
  'account',
  'public',
  'own',
]

/**
 * Reads of one record that write to its store's activity log: the sweep does not make the owner's own
 * read of them, which would change the store it checks is left as it was (its own tests cover the owner).
 */
export const READS_THAT_WRITE: Record<string, string> = {
  'GET /v1/discounts/{id}/codes/export.csv': "handing out a discount's codes is recorded in the log",
  'GET /v1/party/{id}/data-export': "handing out a customer's data is recorded in the log",
}

/** What the sweep does with an operation. */
export function planFor(operation: ApiOperation): Plan {
  const { key } = operation
  if (PUBLIC_OPERATIONS[key]) return { kind: 'public', reason: PUBLIC_OPERATIONS[key] }
  if (ACCOUNT_OPERATIONS[key]) return { kind: 'account', reason: ACCOUNT_OPERATIONS[key] }
  if (SHARED_OPERATIONS[key]) return { kind: 'shared', reason: SHARED_OPERATIONS[key] }
  const unknown = unknownIdFields(operation)
  if (unknown.length > 0) {
    return {
      kind: 'unknown',
      reason: `${key} has id fields the sweep cannot fill: ${unknown.join(', ')} (map them in FIELD_KINDS or LIST_ITEM_KINDS)`,
    }
  }
  if (OWN_STORE_OPERATIONS[key]) return { kind: 'own', reason: OWN_STORE_OPERATIONS[key] }
  if (LIST_READS[key]) return { kind: 'list' }
  const namesRecords =
    operation.parameters.some(
      (parameter) =>
        parameter.in !== 'header' && kindOfField(operation, { name: parameter.name, parent: undefined }),
    ) ||
    (operation.body !== undefined &&
      bodyMentionsRecords(operation, operation.body.schema, { name: '', parent: undefined }))
  if (namesRecords) return { kind: 'target' }
  if (operation.path.endsWith('/search')) {
    if (!SEARCH_QUERIES[key]) {
      return { kind: 'unknown', reason: `${key} is a search without a query in SEARCH_QUERIES` }
    }
    return { kind: 'search' }
  }
  return {
    kind: 'unknown',
    reason:
      `${key} names no record and is not classified: add it to PUBLIC_OPERATIONS, ACCOUNT_OPERATIONS, ` +
      'SHARED_OPERATIONS or OWN_STORE_OPERATIONS with the reason, or to LIST_READS with its query',
  }
}

function bodyMentionsRecords(operation: ApiOperation, schema: JsonSchema, field: Field): boolean {
  if (field.name && kindOfField(operation, field)) return true
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (bodyMentionsRecords(operation, property, { name, parent: field.name || field.parent })) return true
  }
  if (
    schema.items &&
    bodyMentionsRecords(operation, schema.items as JsonSchema, { name: '', parent: field.name })
  ) {
    return true
  }
  return ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).some((option) =>
    bodyMentionsRecords(operation, option, field),
  )
}

export interface SweepRequest {
  method: ApiOperation['method']
  url: string
  payload?: string | Buffer | object
  headers: Record<string, string>
}

/** The path parameters of `operation` naming the records of `values`. */
export function pathValuesFor(operation: ApiOperation, values: KindValues): Record<string, string> {
  const pathValues: Record<string, string> = {}
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    const kind = kindOfField(operation, { name: parameter.name, parent: undefined })
    pathValues[parameter.name] = kind ? values[kind] : String(exampleOf(parameter.schema))
  }
  return pathValues
}

/** The request of `operation` naming the records of `values` (a store's, or unknown ones). */
export function requestFor(
  operation: ApiOperation,
  values: KindValues,
  records: StoreRecords,
  query: Record<string, string> = {},
): SweepRequest {
  const fill = (field: Field) => {
    const kind = kindOfField(operation, field)
    return kind ? values[kind] : undefined
  }
  const pathValues = pathValuesFor(operation, values)
  const queryValues: Record<string, string> = {}
  const headers: Record<string, string> = {}
  for (const parameter of operation.parameters) {
    const kind = kindOfField(operation, { name: parameter.name, parent: undefined })
    if (parameter.in === 'query' && Object.keys(query).length === 0) {
      if (kind) queryValues[parameter.name] = values[kind]
      else if (parameter.name === 'query') queryValues.query = records.marker
      else if (parameter.required) queryValues[parameter.name] = String(exampleOf(parameter.schema))
    } else if (parameter.in === 'header' && parameter.name === 'idempotency-key') {
      headers['idempotency-key'] = randomUUID()
    }
  }
  const url = urlOf(operation, pathValues, { ...queryValues, ...query })
  const given = BODIES[operation.key]?.(values, records)
  if (given && typeof given === 'object' && 'payload' in given && Buffer.isBuffer(given.payload)) {
    const upload = given as ReturnType<typeof multipartBody>
    return {
      method: operation.method,
      url,
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    }
  }
  if (given !== undefined) return { method: operation.method, url, payload: given as object, headers }
  if (!operation.body) return { method: operation.method, url, headers }
  return { method: operation.method, url, payload: exampleOf(operation.body.schema, fill) as object, headers }
}
