import { useSyncExternalStore } from 'react'

/**
 * The cart builds "the current draft" of a store: its id and item count are kept in local storage, per
 * store, so a reload keeps the cart, and the header's badge can show the count without loading the editor.
 */
const KEY_PREFIX = 'cart-draft:'

export interface CartDraftRef {
  id: string
  itemCount: number
  /** The server has the draft (an unsaved cart is not asked for after a reload). */
  saved: boolean
}

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cachedValue: CartDraftRef | null = null

function keyOf(tenantId: string) {
  return `${KEY_PREFIX}${tenantId}`
}

function parse(raw: string | null): CartDraftRef | null {
  if (raw === cachedRaw) return cachedValue
  cachedRaw = raw
  try {
    const value = raw ? (JSON.parse(raw) as Partial<CartDraftRef>) : null
    cachedValue =
      value && typeof value.id === 'string'
        ? {
            id: value.id,
            itemCount: Number.isInteger(value.itemCount) ? (value.itemCount as number) : 0,
            saved: value.saved === true,
          }
        : null
  } catch {
    cachedValue = null
  }
  return cachedValue
}

export function readCartDraft(tenantId: string | null | undefined): CartDraftRef | null {
  if (!tenantId) return null
  try {
    return parse(localStorage.getItem(keyOf(tenantId)))
  } catch {
    return null
  }
}

export function writeCartDraft(tenantId: string, value: CartDraftRef | null) {
  const current = readCartDraft(tenantId)
  if (
    current?.id === value?.id &&
    current?.itemCount === value?.itemCount &&
    current?.saved === value?.saved
  ) {
    return
  }
  try {
    if (value) localStorage.setItem(keyOf(tenantId), JSON.stringify(value))
    else localStorage.removeItem(keyOf(tenantId))
  } catch {
    // Storage refused: the cart still works until the page is reloaded.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The store's current cart draft, or null before anything was put in the cart. */
export function useCartDraft(tenantId: string | null | undefined): CartDraftRef | null {
  return useSyncExternalStore(
    subscribe,
    () => readCartDraft(tenantId),
    () => null,
  )
}
