import type { Address, Order, OrderInput } from '@lojista/contracts/order/api'
import { applyActions, type EditorAction, unappliedActions } from './actions'
import {
  documentFromOrder,
  type EditorCustomer,
  type EditorDocument,
  emptyDocument,
  orderInputOf,
} from './document'

/** Edits are sent this long after the last one. */
export const SYNC_DEBOUNCE_MS = 400
/** A colleague who keeps editing should not keep us merging forever without a word. */
const MAX_CONFLICT_RETRIES = 3

export interface CustomerChoice {
  customer: EditorCustomer
  email: string
  shippingAddress: Address | null
  billingAddress: Address | null
  taxExempt: boolean
}

/** The calls the store makes; the app passes the real API, tests pass fakes. */
export interface DraftApi {
  /** The draft, or null when the server has none with this id. */
  load(id: string): Promise<Order | null>
  save(input: OrderInput): Promise<Order>
  /** A 409's newest version of the draft. */
  isConflict(error: unknown): boolean
  loadCustomer(id: string): Promise<CustomerChoice>
}

export interface DraftEvents {
  /** A save failed; nothing typed is lost, and `retry` sends it again. */
  syncFailed(error: unknown, retry: () => void): void
  /**
   * A colleague saved first: their version was taken and our unsaved edits applied on top. `lost` counts
   * the edits that could not be applied, because the colleague removed the item they were made on.
   */
  conflictMerged(lost: number): void
  customerFailed(error: unknown): void
}

/**
 * How a save asked for by an action (Send Invoice, Mark as paid, ...) ended: saved at `version`, the
 * version the action must name; not saved; or saved only after a colleague's change was merged in, so
 * the person has not seen what would be sent or charged yet.
 */
export type SaveOutcome = { ok: true; version: number } | { ok: false; reason: 'failed' | 'changed' }

export type SyncStatus = 'idle' | 'scheduled' | 'saving' | 'failed'

export interface DraftSnapshot {
  id: string
  /** null until the server has the draft. */
  version: number | null
  /** The last draft the server answered with (number, status, server totals). */
  order: Order | null
  /** What staff see: the server's last version with every unsaved edit applied. */
  doc: EditorDocument
  loadState: 'loading' | 'ready' | 'error'
  loadError: unknown
  /** The draft is not on the server yet. */
  isNew: boolean
  sync: SyncStatus
  /** Edits not yet confirmed by the server. */
  unsavedEdits: number
  isCustomerLoading: boolean
  /** Lines whose price the server has not snapshotted yet. */
  unsavedLineIds: ReadonlySet<string>
}

export interface Timers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface DraftStoreOptions {
  id: string
  api: DraftApi
  events: DraftEvents
  /** A missing draft starts a new one with this id (the cart) instead of being an error (a page). */
  missingIsNew?: boolean
  /** Skips loading: the id is fresh. */
  isNew?: boolean
  timers?: Timers
  debounceMs?: number
}

/**
 * One draft being edited. Every edit applies to the local copy at once; edits are sent together after a
 * quiet 400 ms, one request at a time. The server's answer becomes the new base and the edits made since
 * the request left are applied on top again, so an answer never undoes what staff typed meanwhile: the
 * newest edit always wins. On a conflict the colleague's version becomes the base in the same way.
 */
export class DraftStore {
  private readonly api: DraftApi
  private readonly events: DraftEvents
  private readonly timers: Timers
  private readonly debounceMs: number
  private readonly listeners = new Set<() => void>()
  private base: EditorDocument = emptyDocument
  private pending: EditorAction[] = []
  private timer: unknown = null
  private inFlight = false
  private sendAgain = false
  private conflicts = 0
  /** Colleagues' versions merged so far: an action's save that sees this change was made on stale ground. */
  private merges = 0
  private customerRequest = 0
  private snapshot: DraftSnapshot

  constructor(private readonly options: DraftStoreOptions) {
    this.api = options.api
    this.events = options.events
    this.timers = options.timers ?? realTimers
    this.debounceMs = options.debounceMs ?? SYNC_DEBOUNCE_MS
    this.snapshot = {
      id: options.id,
      version: null,
      order: null,
      doc: emptyDocument,
      loadState: options.isNew ? 'ready' : 'loading',
      loadError: null,
      isNew: true,
      sync: 'idle',
      unsavedEdits: 0,
      isCustomerLoading: false,
      unsavedLineIds: new Set(),
    }
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  readonly getSnapshot = () => this.snapshot

  get listenerCount() {
    return this.listeners.size
  }

  private update(changes: Partial<DraftSnapshot>) {
    const doc = changes.doc ?? this.snapshot.doc
    this.snapshot = {
      ...this.snapshot,
      ...changes,
      unsavedEdits: this.pending.length,
      unsavedLineIds: new Set(doc.lineItems.filter((line) => !line.saved).map((line) => line.id)),
    }
    for (const listener of this.listeners) listener()
  }

  /** On load the order resets, then an existing order is fetched by id. */
  async load(): Promise<void> {
    if (this.options.isNew) return
    this.update({ loadState: 'loading', loadError: null })
    try {
      const order = await this.api.load(this.options.id)
      if (order) this.acceptServer(order, 0)
      else if (this.options.missingIsNew) this.update({ loadState: 'ready', isNew: true })
      else this.update({ loadState: 'error', loadError: new Error('Draft not found') })
      if (this.snapshot.loadState === 'ready' && this.pending.length > 0) {
        this.update({ sync: 'scheduled' })
        this.schedule()
      }
    } catch (error) {
      this.update({ loadState: 'error', loadError: error })
    }
  }

  dispatch = (action: EditorAction) => {
    if (this.snapshot.loadState === 'error') return
    this.pending.push(action)
    if (this.snapshot.loadState === 'loading') {
      // Kept, and applied on top of the draft once it arrives; sent from then on.
      this.update({ doc: applyActions(this.snapshot.doc, [action]) })
      return
    }
    this.update({
      doc: applyActions(this.snapshot.doc, [action]),
      sync: this.inFlight ? 'saving' : 'scheduled',
    })
    this.schedule()
  }

  /**
   * A customer is set by id (fetched first) or cleared. `untilEdited` picks the customer
   * of a draft the server does not have yet without saving it: the draft is created, customer included,
   * with the first edit (or an explicit save), so merely opening a page never leaves an empty draft.
   */
  async setCustomerById(id: string | null, { untilEdited = false } = {}): Promise<void> {
    const request = ++this.customerRequest
    if (id === null) {
      this.update({ isCustomerLoading: false })
      this.dispatch({
        type: 'setCustomer',
        customer: null,
        email: '',
        shippingAddress: null,
        billingAddress: null,
        taxExempt: false,
      })
      return
    }
    this.update({ isCustomerLoading: true })
    try {
      const choice = await this.api.loadCustomer(id)
      if (request !== this.customerRequest) return
      this.update({ isCustomerLoading: false })
      const action: EditorAction = { type: 'setCustomer', ...choice }
      if (
        untilEdited &&
        this.snapshot.isNew &&
        this.pending.length === 0 &&
        this.snapshot.loadState === 'ready'
      ) {
        // Part of the starting point rather than an edit: sent with the whole draft once there is one.
        this.base = applyActions(this.base, [action])
        this.update({ doc: applyActions(this.base, this.pending) })
      } else {
        this.dispatch(action)
      }
    } catch (error) {
      if (request !== this.customerRequest) return
      this.update({ isCustomerLoading: false })
      this.events.customerFailed(error)
    }
  }

  /** Sends what is unsaved now, without waiting for the quiet period. */
  flush = () => {
    if (this.timer !== null) {
      this.timers.clear(this.timer)
      this.timer = null
    }
    if (this.inFlight) {
      this.sendAgain = true
      return
    }
    if (this.pending.length === 0) {
      if (this.snapshot.sync !== 'idle') this.update({ sync: 'idle' })
      return
    }
    void this.send()
  }

  retry = () => this.flush()

  /**
   * Sends now and settles once everything is saved or the save failed. An untouched new draft is
   * created, so staff can save an empty cart as a draft. A colleague's version merged in meanwhile
   * settles as 'changed': what is on screen now is not what the person decided on.
   */
  saveNow = (): Promise<SaveOutcome> => {
    if (this.snapshot.loadState !== 'ready' || this.snapshot.order?.status === 'completed') {
      return Promise.resolve({ ok: false, reason: 'failed' })
    }
    if (this.pending.length === 0 && this.snapshot.isNew) {
      this.pending.push({ type: 'setNote', note: this.snapshot.doc.note })
    }
    const mergesBefore = this.merges
    this.flush()
    return new Promise((resolve) => {
      const check = () => {
        if (this.snapshot.sync === 'failed') finish({ ok: false, reason: 'failed' })
        else if (!this.inFlight && this.pending.length === 0) {
          const version = this.snapshot.version
          if (this.merges !== mergesBefore) finish({ ok: false, reason: 'changed' })
          else finish(version === null ? { ok: false, reason: 'failed' } : { ok: true, version })
        }
      }
      const unsubscribe = this.subscribe(check)
      const finish = (outcome: SaveOutcome) => {
        unsubscribe()
        resolve(outcome)
      }
      check()
    })
  }

  /**
   * An action was refused because the draft changed on the server: show the draft as it is now, with
   * whatever is still unsaved here applied on top.
   */
  showCurrent = (order: Order) => {
    if (order.id !== this.options.id) return
    if (this.snapshot.version !== null && order.version < this.snapshot.version) return
    this.merges += 1
    this.acceptServer(order, 0)
  }

  private schedule() {
    if (this.timer !== null) this.timers.clear(this.timer)
    this.timer = this.timers.set(() => {
      this.timer = null
      this.flush()
    }, this.debounceMs)
  }

  private acceptServer(order: Order, confirmed: number) {
    this.pending = this.pending.slice(confirmed)
    this.base = documentFromOrder(order)
    this.update({
      order,
      version: order.version,
      isNew: false,
      loadState: 'ready',
      loadError: null,
      doc: applyActions(this.base, this.pending),
    })
  }

  private async send() {
    const sent = this.pending.length
    const input = orderInputOf(this.options.id, this.snapshot.version, this.snapshot.doc)
    this.inFlight = true
    this.sendAgain = false
    this.update({ sync: 'saving' })
    try {
      const order = await this.api.save(input)
      this.conflicts = 0
      this.acceptServer(order, sent)
    } catch (error) {
      if (this.api.isConflict(error) && this.conflicts < MAX_CONFLICT_RETRIES) {
        this.conflicts += 1
        try {
          const current = await this.api.load(this.options.id)
          if (current?.status === 'completed') {
            // The draft became an order meanwhile: nothing more can be saved on it, and nothing is merged.
            this.update({ order: current })
            this.fail(error)
          } else if (current) {
            // Nothing was saved: every edit is still pending and goes on top of the colleague's version.
            // An edit on an item the colleague removed has nowhere to go: it is dropped and counted, so
            // staff are told instead of seeing it vanish.
            const lost = unappliedActions(documentFromOrder(current), this.pending)
            this.pending = this.pending.filter((action) => !lost.includes(action))
            this.merges += 1
            this.acceptServer(current, 0)
            this.events.conflictMerged(lost.length)
            this.sendAgain = true
          } else {
            this.fail(error)
          }
        } catch (loadError) {
          this.fail(loadError)
        }
      } else {
        this.conflicts = 0
        this.fail(error)
      }
    } finally {
      this.inFlight = false
    }
    if (this.snapshot.sync === 'failed') return
    if (this.pending.length === 0) {
      this.update({ sync: 'idle' })
    } else if (this.sendAgain || this.timer === null) {
      // An edit arrived while the request was out and its quiet period is over: send it now.
      this.flush()
    } else {
      this.update({ sync: 'scheduled' })
    }
  }

  private fail(error: unknown) {
    this.update({ sync: 'failed' })
    this.events.syncFailed(error, this.retry)
  }
}
