import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import { SessionContext } from '@/lib/auth/session-context'

/**
 * Every TanStack Query key of the app, in one place. Each key starts with the store it was fetched for
 * (`['store', storeId, ...]`), so switching stores can never show one store's answers in another, and
 * nothing else in the app writes a key by hand. Within a store, a feature's keys share a root, so
 * invalidating the root refreshes everything the feature shows; the catalog's root holds every answer
 * that shows products (the products list, inventory, collections, the draft editor's product search).
 */
export function queryKeysFor(storeId: string | null) {
  const store = ['store', storeId] as const
  const products = [...store, 'products'] as const
  const inventory = [...products, 'inventory'] as const
  const collections = [...products, 'collections'] as const
  const customers = [...store, 'customers'] as const
  const orders = [...store, 'orders'] as const
  const abandoned = [...orders, 'abandoned-checkouts'] as const
  const drafts = [...store, 'drafts'] as const
  const outbox = [...store, 'outbox'] as const
  const locations = [...store, 'locations'] as const
  const staff = [...store, 'staff'] as const
  const discounts = [...store, 'discounts'] as const
  const savedViews = [...store, 'saved-views'] as const
  const storeSettings = [...store, 'store-settings'] as const
  const shipping = [...store, 'shipping'] as const
  const taxes = [...store, 'taxes'] as const
  const privacyRequests = [...store, 'privacy-requests'] as const

  return {
    /** Everything cached for this store. */
    all: store,
    products: {
      all: products,
      search: (request: unknown) => [...products, 'search', request] as const,
      byHandle: (handle: string) => [...products, 'handle', handle] as const,
      stock: (productId: string) => [...products, 'stock', productId] as const,
      /** The draft editor's search box: active products with their variants. */
      forOrder: (query: string) => [...products, 'for-order', query] as const,
    },
    inventory: {
      all: inventory,
      levels: (request: unknown) => [...inventory, 'levels', request] as const,
      locations: [...inventory, 'locations'] as const,
      history: (variantId: string) => [...inventory, 'history', variantId] as const,
    },
    collections: {
      all: collections,
      lists: [...collections, 'search'] as const,
      search: (request: unknown) => [...collections, 'search', request] as const,
      detail: (id: string) => [...collections, 'detail', id] as const,
      products: (id: string) => [...collections, 'products', id] as const,
    },
    customers: {
      all: customers,
      lists: [...customers, 'list'] as const,
      list: (request: unknown) => [...customers, 'list', request] as const,
      detail: (id: string) => [...customers, 'detail', id] as const,
    },
    orders: {
      all: orders,
      list: (request: unknown) => [...orders, 'list', request] as const,
      detail: (id: string) => [...orders, 'detail', id] as const,
      fulfillments: (request: unknown) => [...orders, 'fulfillments', request] as const,
      abandoned: { all: abandoned, list: (request: unknown) => [...abandoned, request] as const },
      draftHistory: (draftOrderId: string) => [...orders, 'draft-history', draftOrderId] as const,
    },
    drafts: {
      all: drafts,
      list: (request: unknown) => [...drafts, 'list', request] as const,
    },
    outbox: {
      all: outbox,
      list: (request: unknown) => [...outbox, 'list', request] as const,
      detail: (id: string) => [...outbox, 'detail', id] as const,
    },
    /** Settings → Locations: the list and one location. */
    locations: {
      all: locations,
      list: (request: unknown) => [...locations, 'list', request] as const,
      detail: (id: string) => [...locations, 'detail', id] as const,
    },
    /** Discounts: the list and one discount (the draft editor's code search reads them too). */
    discounts: {
      all: discounts,
      list: (request: unknown) => [...discounts, 'list', request] as const,
      detail: (id: string) => [...discounts, 'detail', id] as const,
      /** Whether a code applies to an order as the draft editor has it (the request is the cart). */
      check: (id: string, request: unknown) => [...discounts, 'check', id, request] as const,
      /** A discount's generated codes, every search and page of them. */
      codesOf: (id: string) => [...discounts, 'codes', id] as const,
      /** A discount's generated codes, by the search and page asked for. */
      codes: (id: string, request: unknown) => [...discounts, 'codes', id, request] as const,
      /** The store's time zone, in which the editor shows and takes a discount's dates. */
      timeZone: [...discounts, 'time-zone'] as const,
    },
    /** Settings → General and Brand. */
    storeSettings: {
      all: storeSettings,
      general: [...storeSettings, 'general'] as const,
      brand: [...storeSettings, 'brand'] as const,
      checkout: [...storeSettings, 'checkout'] as const,
      customerAccounts: [...storeSettings, 'customer-accounts'] as const,
      pricing: [...storeSettings, 'pricing'] as const,
      privacy: [...storeSettings, 'privacy'] as const,
      policies: [...storeSettings, 'policies'] as const,
    },
    /** Settings → Customer privacy: the store's customer data exports and erasures. */
    privacyRequests: {
      all: privacyRequests,
      list: (request: unknown) => [...privacyRequests, 'list', request] as const,
    },
    /**
     * Settings → Shipping and delivery: the page, each profile, local delivery and pickup, and the options
     * the draft editor lists for an order (the request is its address, lines and subtotal).
     */
    shipping: {
      all: shipping,
      settings: [...shipping, 'settings'] as const,
      profile: (id: string) => [...shipping, 'profile', id] as const,
      localDelivery: (id: string) => [...shipping, 'local-delivery', id] as const,
      pickup: (id: string) => [...shipping, 'pickup', id] as const,
      options: (request: unknown) => [...shipping, 'options', request] as const,
      /** The active locations local delivery and pickup can be set up at. */
      locations: [...shipping, 'locations'] as const,
    },
    /** Settings → Payments. */
    paymentSettings: [...store, 'payment-settings'] as const,
    /** Settings → Taxes, and the rules the draft editor works taxes out with. */
    taxes: {
      all: taxes,
      settings: [...taxes, 'settings'] as const,
      rules: [...taxes, 'rules'] as const,
    },
    /** Settings → Users and Roles: the store's people and roles. */
    staff: {
      all: staff,
      roles: [...staff, 'roles'] as const,
      role: (id: string) => [...staff, 'roles', id] as const,
      members: [...staff, 'members'] as const,
      memberList: (request: unknown) => [...staff, 'members', 'list', request] as const,
      member: (userId: string) => [...staff, 'members', userId] as const,
      /** Where a member is signed in, as those who manage the store's people see it. */
      memberSessions: (userId: string) => [...staff, 'members', userId, 'sessions'] as const,
      /** The emails about this store the signed-in person chose to get. */
      notificationPreferences: [...staff, 'notification-preferences'] as const,
      invitations: [...staff, 'invitations'] as const,
      /** The store's API tokens for its integrations. */
      apiTokens: [...staff, 'api-tokens'] as const,
      activity: (request: unknown) => [...staff, 'activity', request] as const,
      /** The signed-in person's own sessions (the same in every store; kept under it like the rest). */
      sessions: [...staff, 'sessions'] as const,
      /** The signed-in person's own second factor (the same in every store). */
      twoFactor: [...staff, 'two-factor'] as const,
    },
    savedViews: {
      all: savedViews,
      list: (list: string) => [...savedViews, list] as const,
    },
    /** Names of languages, countries and states looked up by their codes. */
    referenceNames: (codes: unknown) => [...store, 'reference-names', codes] as const,
    /** The name of one state by its ISO 3166-2 code ('BR-SP'), or null when the reference list has none. */
    stateName: (id: string) => [...store, 'state-name', id] as const,

    /**
     * What else a change makes stale, across features: invalidate these after it. Placing an order takes
     * stock, and shows on the customer's record and among the orders; later actions on an order (payment,
     * fulfilment, cancellation, refund) move stock and the customer's totals too. Adding, changing or
     * deleting a location changes where stock is counted: inventory and each product's stock; and the
     * shipping settings, which show its name and whether it delivers and offers pickup.
     */
    affectedBy: {
      catalogChange: [products] as readonly QueryKey[],
      customerChange: [customers] as readonly QueryKey[],
      orderPlaced: [orders, drafts, products, customers] as readonly QueryKey[],
      orderChange: [orders, products, customers] as readonly QueryKey[],
      locationChange: [locations, products, shipping] as readonly QueryKey[],
      /** An export or erasure of a customer's data; an erasure blanks their orders, drafts and emails. */
      customerErasure: [customers, orders, drafts, outbox, privacyRequests] as readonly QueryKey[],
    },
  }
}

export type QueryKeys = ReturnType<typeof queryKeysFor>

/** The keys of the store the session is working in (none before sign-in). */
export function useQueryKeys(): QueryKeys {
  const storeId = useContext(SessionContext)?.currentTenant?.id ?? null
  return useMemo(() => queryKeysFor(storeId), [storeId])
}

/**
 * Keys of answers that belong to no store: a customer's checkout link and a staff invitation's link are
 * read without signing in.
 */
export const publicQueryKeys = {
  checkout: (token: string) => ['public', 'checkout', token] as const,
  /** An order's status page, opened by the link of its confirmation email. */
  orderStatus: (storeId: string, token: string) => ['public', 'order-status', storeId, token] as const,
  invitation: (token: string) => ['public', 'invitation', token] as const,
  /** One of a store's policies, on its public page. */
  policy: (storeId: string, kind: string) => ['public', 'policy', storeId, kind] as const,
}

/**
 * Marks every answer under the given roots stale and refetches those on screen; `except` keeps one answer
 * as it is, such as the order the server has just sent back whole.
 */
export function invalidateAll(queryClient: QueryClient, roots: readonly QueryKey[], except?: QueryKey) {
  const kept = except && hashKey(except)
  return Promise.all(
    roots.map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: kept ? (query) => query.queryHash !== kept : undefined,
      }),
    ),
  )
}
