import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `ms` (spec section 9: searches wait 300 ms). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
