import { DraftStore, type DraftStoreOptions } from './draft-store'

/**
 * Editors of the same draft in one tab (the cart drawer over the draft's own page) share one store, so
 * they never conflict with each other. A store outlives its last editor briefly: a page that swaps 'new'
 * for the saved id in its URL keeps the same store, and unsaved edits are sent before it goes.
 */
const RELEASE_DELAY_MS = 2000

interface Entry {
  store: DraftStore
  refs: number
  releaseTimer: ReturnType<typeof setTimeout> | null
}

const entries = new Map<string, Entry>()

/** A draft that became an order takes no more saves: what it still holds unsaved can only be dropped. */
const isClosed = (store: DraftStore) => store.getSnapshot().order?.status === 'completed'

function flushOpen(store: DraftStore) {
  if (!isClosed(store)) store.flush()
}

function scheduleRelease(key: string, entry: Entry) {
  if (entry.releaseTimer) clearTimeout(entry.releaseTimer)
  entry.releaseTimer = setTimeout(() => {
    if (entry.refs > 0) return
    if (entries.get(key) === entry) entries.delete(key)
    flushOpen(entry.store)
  }, RELEASE_DELAY_MS)
}

/** The store of a draft, made (and loaded) the first time it is asked for; idempotent, so safe in render. */
export function ensureDraftStore(key: string, options: DraftStoreOptions): DraftStore {
  const existing = entries.get(key)
  if (existing) return existing.store
  const entry: Entry = { store: new DraftStore(options), refs: 0, releaseTimer: null }
  entries.set(key, entry)
  // Dropped again unless an editor holds on to it.
  scheduleRelease(key, entry)
  void entry.store.load()
  return entry.store
}

/**
 * An editor that mounted holds the store it rendered with. A first mount can come long after the render
 * that made the store (a page waiting for its code under load): if the store was dropped meanwhile, it is
 * put back, so the editor and every later render share it instead of a fresh, empty one.
 */
export function holdDraftStore(key: string, store: DraftStore) {
  let entry = entries.get(key)
  if (entry?.store !== store) {
    if (entry) {
      // A store made meanwhile by a later render gives way; whatever it holds unsaved is sent.
      if (entry.releaseTimer) clearTimeout(entry.releaseTimer)
      flushOpen(entry.store)
    }
    entry = { store, refs: 0, releaseTimer: null }
    entries.set(key, entry)
  }
  if (entry.releaseTimer) {
    clearTimeout(entry.releaseTimer)
    entry.releaseTimer = null
  }
  entry.refs += 1
}

export function releaseDraftStore(key: string, store: DraftStore) {
  const entry = entries.get(key)
  if (entry?.store !== store) return
  entry.refs -= 1
  if (entry.refs <= 0) scheduleRelease(key, entry)
}

/** Sends what every open draft has unsaved, as the tab goes away. */
export function flushAllDrafts() {
  for (const entry of entries.values()) flushOpen(entry.store)
}

export function hasUnsavedDrafts(): boolean {
  for (const entry of entries.values()) {
    if (isClosed(entry.store)) continue
    const { unsavedEdits, sync } = entry.store.getSnapshot()
    if (unsavedEdits > 0 || sync === 'saving') return true
  }
  return false
}
