import { useEffect, useRef } from 'react'
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value'

/** Calls `callback` once `delayMs` have passed without another call; a pending call dies with the caller. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => () => clearTimeout(timer.current), [])
  return (...args: A) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(...args), delayMs)
  }
}
