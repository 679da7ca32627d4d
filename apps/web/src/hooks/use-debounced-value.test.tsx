import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedCallback } from './use-debounced-callback'
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebouncedValue', () => {
  it('settles on a value only once typing has paused for the debounce delay, each keystroke starting over', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text), {
      initialProps: { text: '' },
    })
    rerender({ text: 'va' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(result.current).toBe('')
    rerender({ text: 'vaso' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('vaso')
  })
})

describe('useDebouncedCallback', () => {
  it('calls once, with the last arguments, after the pause', () => {
    const onSearch = vi.fn()
    const { result } = renderHook(() => useDebouncedCallback(onSearch))
    act(() => {
      result.current('va')
      result.current('vaso')
    })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('vaso')
  })

  it('drops a pending call when the component goes away', () => {
    const onSearch = vi.fn()
    const { result, unmount } = renderHook(() => useDebouncedCallback(onSearch))
    act(() => result.current('vaso'))
    unmount()
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('drops a pending call on cancel, and calls again when called again', () => {
    const onSearch = vi.fn()
    const { result } = renderHook(() => useDebouncedCallback(onSearch))
    act(() => result.current('vaso'))
    act(() => result.current.cancel())
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => result.current('vela'))
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('vela')
  })
})
