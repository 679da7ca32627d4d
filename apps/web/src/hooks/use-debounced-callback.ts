import { useEffect, useRef } from 'react'
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value'

/**
 * Calls `callback` once `delayMs` have passed without another call; a pending call dies with the caller,
 * or with `cancel()`.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => () => clearTimeout(timer.current), [])
  const cancel = () => clearTimeout(timer.current)
  return Object.assign(
    (...args: A) => {
      cancel()
      timer.current = setTimeout(() => latest.current(...args), delayMs)
    },
    { cancel },
  )
}
