import { useEffect, useState } from 'react'

/** Spec section 9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}
