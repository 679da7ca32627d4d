import type { Order, OrderInput } from '@lojista/contracts/order/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, timeoutProblem } from '@/lib/api/api-error'
import type { LineDisplay } from './document'
import { type DraftApi, type DraftEvents, DraftStore, SYNC_DEBOUNCE_MS } from './draft-store'
import { fakeOrder } from './test-orders'

const DRAFT_ID = '6f1c4a57-1d55-4a5e-9a59-7d3c1f0e2a11'
const display = (title: string, unitPrice: number): LineDisplay => ({
  title,
  variantTitle: '',
  sku: '',
  options: [],
  imageUrl: null,
  unitPrice,
  isCustom: false,
})

interface Deferred {
  input: OrderInput
  resolve: (order: Order) => void
  reject: (error: unknown) => void
}

/** A server whose answers the test releases one by one. */
function fakeServer() {
  const requests: Deferred[] = []
  let stored: Order | null = null
  const api: DraftApi = {
    load: vi.fn(async () => stored),
    save: vi.fn(
      (input: OrderInput) =>
        new Promise<Order>((resolve, reject) => {
          requests.push({ input, resolve, reject })
        }),
    ),
    isConflict: (error) => error instanceof ApiError && error.status === 409,
    loadCustomer: vi.fn(),
  }
  return {
    api,
    requests,
    setStored(order: Order) {
      stored = order
    },
    /** Answers a request as the server would: the input's lines priced as their display says. */
    answer(index: number, version: number, prices: Record<string, number> = {}) {
      const request = requests[index]
      if (!request) throw new Error(`No request ${index}`)
      const order = fakeOrder(DRAFT_ID, version, request.input, prices)
      stored = order
      request.resolve(order)
      return order
    },
  }
}

/** The customer a draft is given up front, as the API loads it. */
const rita = (id: string, email: string | null) => ({
  customer: { id, displayName: 'Rita', email, phone: null, taxId: null, taxExempt: false },
  email: email ?? '',
  shippingAddress: null,
  billingAddress: null,
  taxExempt: false,
})

function events(): DraftEvents & { failed: unknown[]; conflicts: number; lost: number[] } {
  const record = {
    failed: [] as unknown[],
    conflicts: 0,
    lost: [] as number[],
    syncFailed: (error: unknown) => {
      record.failed.push(error)
    },
    conflictMerged: (lost: number) => {
      record.conflicts += 1
      record.lost.push(lost)
    },
    customerFailed: () => {},
  }
  return record
}

describe('the draft store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const flushMicrotasks = async () => {
    await vi.advanceTimersByTimeAsync(0)
  }

  it('applies an edit at once and sends edits together after 400 ms of quiet', async () => {
    const server = fakeServer()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    store.dispatch({ type: 'setNote', note: 'a' })
    expect(store.getSnapshot().doc.note).toBe('a')
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS - 1)
    store.dispatch({ type: 'setNote', note: 'ab' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS - 1)
    expect(server.requests).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.input).toMatchObject({ id: DRAFT_ID, note: 'ab' })
    expect(server.requests[0]?.input.version).toBeUndefined()
    server.answer(0, 1)
    await flushMicrotasks()
    expect(store.getSnapshot()).toMatchObject({ version: 1, isNew: false, sync: 'idle', unsavedEdits: 0 })
  })

  it('keeps one request in flight and sends later edits with the version the first answer gave', async () => {
    const server = fakeServer()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    store.dispatch({ type: 'setNote', note: 'first' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    store.dispatch({ type: 'setNote', note: 'second' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS * 3)
    // The second edit waits for the first answer rather than racing it.
    expect(server.requests).toHaveLength(1)
    server.answer(0, 1)
    await flushMicrotasks()
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.input).toMatchObject({ version: 1, note: 'second' })
  })

  it('never lets an older answer undo a newer edit', async () => {
    const server = fakeServer()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    store.dispatch({
      type: 'addProduct',
      lineId: 'line-1',
      variantId: 'variant-1',
      display: display('Mug', 3000),
      isTaxable: true,
      amount: 1,
    })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    // Typed while the first request is out.
    store.dispatch({ type: 'setQuantity', lineId: 'line-1', quantity: 5 })
    store.dispatch({ type: 'setNote', note: 'gift wrap' })
    server.answer(0, 1, { 'line-1': 3100 })
    await flushMicrotasks()
    const { doc, version } = store.getSnapshot()
    expect(version).toBe(1)
    // The answer's snapshotted price is taken, the newer quantity and note stay.
    expect(doc.lineItems[0]).toMatchObject({ quantity: 5, saved: true })
    expect(doc.lineItems[0]?.display.unitPrice).toBe(3100)
    expect(doc.note).toBe('gift wrap')
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(server.requests[1]?.input).toMatchObject({ version: 1, note: 'gift wrap' })
    expect(server.requests[1]?.input.lineItems?.[0]).toMatchObject({ id: 'line-1', quantity: 5 })
  })

  it('merges a conflict: takes the colleague version and applies the unsaved edits on top', async () => {
    const server = fakeServer()
    const record = events()
    const base = fakeOrder(DRAFT_ID, 3, { note: 'theirs', tags: [] })
    server.setStored(base)
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: record })
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ version: 3, loadState: 'ready' })
    store.dispatch({ type: 'setTags', tags: ['vip'] })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    // A colleague saved version 4 with another note meanwhile.
    server.setStored(fakeOrder(DRAFT_ID, 4, { note: 'changed by a colleague', tags: [] }))
    server.requests[0]?.reject(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))
    await flushMicrotasks()
    expect(record.conflicts).toBe(1)
    expect(store.getSnapshot().doc).toMatchObject({ note: 'changed by a colleague', tags: ['vip'] })
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.input).toMatchObject({
      version: 4,
      note: 'changed by a colleague',
      tags: ['vip'],
    })
    server.answer(1, 5)
    await flushMicrotasks()
    expect(store.getSnapshot()).toMatchObject({ version: 5, sync: 'idle', unsavedEdits: 0 })
  })

  it('says how many edits were lost when the colleague removed the item they were made on', async () => {
    const server = fakeServer()
    const record = events()
    const [kept, removed] = ['7b0d3a57-1d55-4a5e-9a59-7d3c1f0e2a12', '8c1e4b68-2e66-4b6f-8b6a-8e4d2a1f3b23']
    const lines = (ids: string[]) =>
      ids.map((id) => ({ id, variantId: 'f1c4a576-1d55-4a5e-9a59-7d3c1f0e2a11', quantity: 1 }))
    server.setStored(fakeOrder(DRAFT_ID, 3, { lineItems: lines([kept, removed]) }))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: record })
    await store.load()
    store.dispatch({ type: 'setQuantity', lineId: removed, quantity: 5 })
    store.dispatch({ type: 'setQuantity', lineId: kept, quantity: 2 })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    server.setStored(fakeOrder(DRAFT_ID, 4, { lineItems: lines([kept]) }))
    server.requests[0]?.reject(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))
    await flushMicrotasks()
    expect(record.lost).toEqual([1])
    expect(store.getSnapshot().doc.lineItems.map((line) => [line.id, line.quantity])).toEqual([[kept, 2]])
    expect(server.requests[1]?.input.lineItems).toEqual([expect.objectContaining({ id: kept, quantity: 2 })])
  })

  it('tells an action its save was not what the person saw when a colleague’s version was merged in', async () => {
    const server = fakeServer()
    server.setStored(fakeOrder(DRAFT_ID, 3, { note: 'seen' }))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events() })
    await store.load()
    store.dispatch({ type: 'setTags', tags: ['vip'] })
    const outcome = store.saveNow()
    await flushMicrotasks()
    server.setStored(fakeOrder(DRAFT_ID, 4, { note: 'a colleague’s note' }))
    server.requests[0]?.reject(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))
    await flushMicrotasks()
    server.answer(1, 5)
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'changed' })
    // Saved again with nothing new in between: the version on screen is what the action names.
    await expect(store.saveNow()).resolves.toEqual({ ok: true, version: 5 })
  })

  it('shows the current draft an action was refused with', async () => {
    const server = fakeServer()
    server.setStored(fakeOrder(DRAFT_ID, 3, { note: 'stale' }))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events() })
    await store.load()
    store.showCurrent(fakeOrder(DRAFT_ID, 6, { note: 'current' }))
    expect(store.getSnapshot()).toMatchObject({ version: 6, doc: { note: 'current' } })
    store.showCurrent(fakeOrder(DRAFT_ID, 5, { note: 'older' }))
    expect(store.getSnapshot()).toMatchObject({ version: 6, doc: { note: 'current' } })
  })

  it('keeps every edit after a failed save and sends them all with the next edit', async () => {
    const server = fakeServer()
    const record = events()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: record, isNew: true })
    store.dispatch({ type: 'setNote', note: 'call before delivery' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    server.requests[0]?.reject(new ApiError({ type: 'about:blank', title: 'Network error', status: 0 }))
    await flushMicrotasks()
    expect(record.failed).toHaveLength(1)
    expect(store.getSnapshot()).toMatchObject({ sync: 'failed', unsavedEdits: 1 })
    expect(store.getSnapshot().doc.note).toBe('call before delivery')
    store.dispatch({ type: 'setTags', tags: ['urgent'] })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(server.requests[1]?.input).toMatchObject({ note: 'call before delivery', tags: ['urgent'] })
    server.answer(1, 1)
    await flushMicrotasks()
    expect(store.getSnapshot()).toMatchObject({ sync: 'idle', unsavedEdits: 0, version: 1 })
  })

  it('takes a save that timed out as failed, keeping every edit, including those typed meanwhile', async () => {
    const server = fakeServer()
    const record = events()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: record, isNew: true })
    store.dispatch({ type: 'setNote', note: 'fragile' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(store.getSnapshot().sync).toBe('saving')
    store.dispatch({ type: 'setTags', tags: ['gift'] })
    // The API client gives up on a server that does not answer in time.
    server.requests[0]?.reject(new ApiError(timeoutProblem()))
    await flushMicrotasks()
    expect(store.getSnapshot()).toMatchObject({ sync: 'failed', unsavedEdits: 2 })
    expect(store.getSnapshot().doc).toMatchObject({ note: 'fragile', tags: ['gift'] })
    expect((record.failed[0] as ApiError).isTimeout).toBe(true)
    // The edit typed meanwhile sends everything once its quiet period is over (as Retry would).
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.input).toMatchObject({ note: 'fragile', tags: ['gift'] })
    server.answer(1, 1)
    await flushMicrotasks()
    expect(store.getSnapshot()).toMatchObject({ sync: 'idle', unsavedEdits: 0, version: 1 })
  })

  it('retries a failed save on request', async () => {
    const server = fakeServer()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    store.dispatch({ type: 'setNote', note: 'x' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    server.requests[0]?.reject(new Error('offline'))
    await flushMicrotasks()
    store.retry()
    expect(server.requests).toHaveLength(2)
  })

  it('starts a new draft when the cart remembers one the server never saved', async () => {
    const server = fakeServer()
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), missingIsNew: true })
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ loadState: 'ready', isNew: true })
    const page = new DraftStore({ id: DRAFT_ID, api: server.api, events: events() })
    await page.load()
    expect(page.getSnapshot().loadState).toBe('error')
  })

  it('applies only the latest customer chosen', async () => {
    const server = fakeServer()
    const answers: Record<string, (value: unknown) => void> = {}
    server.api.loadCustomer = vi.fn(
      (id: string) =>
        new Promise((resolve) => {
          answers[id] = resolve as (value: unknown) => void
        }),
    ) as DraftApi['loadCustomer']
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    const choice = (id: string, name: string) => ({
      customer: { id, displayName: name, email: null, phone: null, taxId: null, taxExempt: false },
      email: '',
      shippingAddress: null,
      billingAddress: null,
      taxExempt: false,
    })
    void store.setCustomerById('a')
    void store.setCustomerById('b')
    expect(store.getSnapshot().isCustomerLoading).toBe(true)
    answers.b?.(choice('b', 'Bia'))
    await flushMicrotasks()
    answers.a?.(choice('a', 'Ana'))
    await flushMicrotasks()
    expect(store.getSnapshot().doc.customer?.displayName).toBe('Bia')
    expect(store.getSnapshot().isCustomerLoading).toBe(false)
  })

  it('picks a customer for a new draft without saving an empty draft, and sends it with the first edit', async () => {
    const server = fakeServer()
    server.api.loadCustomer = vi.fn(async (id: string) => rita(id, 'rita@example.com'))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    await store.setCustomerById('customer-1', { untilEdited: true })
    expect(store.getSnapshot().doc.customer?.displayName).toBe('Rita')
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS * 3)
    expect(server.requests).toHaveLength(0)
    expect(store.getSnapshot()).toMatchObject({ isNew: true, sync: 'idle', unsavedEdits: 0 })

    store.dispatch({ type: 'setNote', note: 'first edit' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.input).toMatchObject({
      customerId: 'customer-1',
      email: 'rita@example.com',
      note: 'first edit',
    })
  })

  it('creates a draft whose customer was picked up front when staff save it as it is', async () => {
    const server = fakeServer()
    server.api.loadCustomer = vi.fn(async (id: string) => rita(id, null))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events(), isNew: true })
    await store.setCustomerById('customer-1', { untilEdited: true })
    const saved = store.saveNow()
    expect(server.requests[0]?.input).toMatchObject({ customerId: 'customer-1' })
    server.answer(0, 1)
    expect(await saved).toEqual({ ok: true, version: 1 })
  })

  it('keeps edits made while the draft loads and sends them on top of it', async () => {
    const server = fakeServer()
    server.setStored(fakeOrder(DRAFT_ID, 2, { note: 'stored', tags: [] }))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: events() })
    const loading = store.load()
    store.dispatch({ type: 'setTags', tags: ['early'] })
    await loading
    expect(store.getSnapshot().doc).toMatchObject({ note: 'stored', tags: ['early'] })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    expect(server.requests[0]?.input).toMatchObject({ version: 2, note: 'stored', tags: ['early'] })
  })

  it('merges nothing into a draft that became an order, and says the save failed', async () => {
    const server = fakeServer()
    const record = events()
    server.setStored(fakeOrder(DRAFT_ID, 1, {}))
    const store = new DraftStore({ id: DRAFT_ID, api: server.api, events: record })
    await store.load()
    store.dispatch({ type: 'setNote', note: 'too late' })
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS)
    server.setStored({ ...fakeOrder(DRAFT_ID, 2, {}), status: 'completed' })
    server.requests[0]?.reject(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))
    await flushMicrotasks()
    expect(record.conflicts).toBe(0)
    expect(record.failed).toHaveLength(1)
    expect(store.getSnapshot()).toMatchObject({ sync: 'failed', unsavedEdits: 1 })
    expect(store.getSnapshot().order?.status).toBe('completed')
    expect(server.requests).toHaveLength(1)
  })
})
