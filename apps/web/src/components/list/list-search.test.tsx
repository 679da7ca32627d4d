import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value'
import { ListSearch } from './list-search'

/** A box whose address is a piece of state, as a list page's search parameter would be. */
let setAddress: (value: string) => void = () => {}
const searched = vi.fn<(text: string) => void>()

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  setAddress = setValue
  return (
    <ListSearch
      value={value}
      onSearch={(text) => {
        searched(text)
        setValue(text)
      }}
      label="Search orders"
      placeholder="Search by number"
    />
  )
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  searched.mockReset()
})

const box = () => screen.getByRole('searchbox', { name: 'Search orders' })

describe('ListSearch', () => {
  it('searches once typing pauses, not on every key', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />)
    await user.type(box(), 'vela')
    expect(searched).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(searched.mock.calls).toEqual([['vela']])
  })

  it('searches at once on Enter', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />)
    await user.type(box(), 'vela{Enter}')
    expect(searched.mock.calls).toEqual([['vela']])
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(searched).toHaveBeenCalledTimes(1)
  })

  it('clears with its button, searching everything again and keeping focus in the box', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness initial="vela" />)
    expect(box()).toHaveValue('vela')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box()).toHaveValue('')
    expect(searched.mock.calls).toEqual([['']])
    expect(box()).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('keeps typing that goes on while the address catches up', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />)
    await user.type(box(), 'vel')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    await user.type(box(), 'as')
    expect(box()).toHaveValue('velas')
  })

  it('follows the address when it changes some other way, dropping a search not yet made', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness initial="vela" />)
    await user.type(box(), 's')
    act(() => setAddress('sabonete'))
    expect(box()).toHaveValue('sabonete')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(searched).not.toHaveBeenCalled()
  })
})
