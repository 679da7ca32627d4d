import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { TYPEAHEAD_RESET_MS } from './picker-types'

/**
 * Letters typed on the closed select choose the first option starting with them, as a native select does;
 * they add up until a second passes without one. Returns the key handler, or false when the key was no letter.
 */
export function useTypeahead<T>(
  options: readonly T[],
  getLabel: (option: T) => string,
  onMatch: (option: T) => void,
) {
  const typed = useRef({ letters: '', timer: undefined as ReturnType<typeof setTimeout> | undefined })
  useEffect(() => () => clearTimeout(typed.current.timer), [])

  return (event: KeyboardEvent): boolean => {
    const isLetter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    // A space before any letter is the button's own: it opens the list.
    if (!isLetter || (event.key === ' ' && !typed.current.letters)) return false
    event.preventDefault()
    clearTimeout(typed.current.timer)
    typed.current.letters += event.key
    typed.current.timer = setTimeout(() => {
      typed.current.letters = ''
    }, TYPEAHEAD_RESET_MS)
    const wanted = normalizeSearchText(typed.current.letters)
    const match = options.find((option) => normalizeSearchText(getLabel(option)).startsWith(wanted))
    if (match) onMatch(match)
    return true
  }
}
