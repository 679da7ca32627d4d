import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ensureDraftStore, holdDraftStore, releaseDraftStore } from './draft-registry'
import type { DraftStoreOptions } from './draft-store'

const id = '0b8f9a52-27c4-4b0e-9d4e-5a1f3c2e7d10'
const options = (): DraftStoreOptions => ({
  id,
  isNew: true,
  api: {
    load: vi.fn(async () => null),
    save: vi.fn(),
    isConflict: () => false,
    loadCustomer: vi.fn(),
  },
  events: { syncFailed: () => {}, conflictMerged: () => {}, customerFailed: () => {} },
})

describe('the draft registry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives the editors of one draft one store', () => {
    const key = 'store-a:one'
    const first = ensureDraftStore(key, options())
    holdDraftStore(key, first)
    expect(ensureDraftStore(key, options())).toBe(first)
    releaseDraftStore(key, first)
  })

  // A page that waits long for its code mounts its editor after the store it rendered with was dropped;
  // the editor's edits (a customer given in the address) must land in the store every later render reads.
  it('keeps the store an editor rendered with when the editor mounts late', () => {
    const key = 'store-a:late'
    const rendered = ensureDraftStore(key, options())
    vi.advanceTimersByTime(5000)
    holdDraftStore(key, rendered)
    expect(ensureDraftStore(key, options())).toBe(rendered)
    vi.advanceTimersByTime(5000)
    expect(ensureDraftStore(key, options())).toBe(rendered)
    releaseDraftStore(key, rendered)
  })

  it('drops a store a while after its last editor leaves', () => {
    const key = 'store-a:left'
    const store = ensureDraftStore(key, options())
    holdDraftStore(key, store)
    releaseDraftStore(key, store)
    expect(ensureDraftStore(key, options())).toBe(store)
    vi.advanceTimersByTime(5000)
    expect(ensureDraftStore(key, options())).not.toBe(store)
  })
})
