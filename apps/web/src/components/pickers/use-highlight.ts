import { useCallback, useState } from 'react'

/**
 * The highlighted row of a cmdk list, held here rather than by cmdk: cmdk does not move the highlight when
 * new rows arrive while one is highlighted, so search results that replace the loading state would leave it
 * on an action row. Whenever the list starts differently (other text, another first row) the first row is
 * highlighted again; otherwise the row the person moved to stays highlighted, even as more pages arrive.
 */
export function useHighlight(rowValues: readonly string[], text: string) {
  const start = `${text}\n${rowValues[0] ?? ''}`
  const [moved, setMoved] = useState<{ value: string; start: string } | null>(null)
  const value =
    moved && moved.start === start && rowValues.includes(moved.value) ? moved.value : (rowValues[0] ?? '')
  const setValue = useCallback((next: string) => setMoved({ value: next, start }), [start])
  return [value, setValue] as const
}
