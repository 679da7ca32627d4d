import { useSyncExternalStore } from 'react'

/** Kept in local storage as 1 (on) or 0 (off) and restored on load. */
export const CUSTOMER_MODE_KEY = 'is-customer-mode'

const listeners = new Set<() => void>()

export function readCustomerMode(): boolean {
  try {
    return localStorage.getItem(CUSTOMER_MODE_KEY) === '1'
  } catch {
    return false
  }
}

export function setCustomerMode(on: boolean) {
  try {
    localStorage.setItem(CUSTOMER_MODE_KEY, on ? '1' : '0')
  } catch {
    // Storage refused: the switch still works for this page.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab flipping the switch applies here as well.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CUSTOMER_MODE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Customer mode hides line totals while staff show the screen to a customer. */
export function useCustomerMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readCustomerMode, () => false)
  return [on, setCustomerMode]
}
