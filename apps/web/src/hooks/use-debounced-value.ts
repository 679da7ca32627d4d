import { useEffect, useState } from 'react'

/** Searches, lists and pickers alike, wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
