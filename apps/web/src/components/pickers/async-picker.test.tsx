import type { Connection } from '@lojista/contracts/common/pagination'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value'
import { AsyncPicker, type AsyncPickerProps } from './async-picker'
import { pageOfMatches } from './test-page'
import type { PickerFetchParams } from './use-paged-search'

interface City {
  id: string
  name: string
}

const cities = Array.from({ length: 25 }, (_, index) => ({
  id: `c${index + 1}`,
  name: `City ${String(index + 1).padStart(2, '0')}`,
}))

/** A page of the cities matching the query, as the API would answer it. */
function pageOf(params: PickerFetchParams, source: City[] = cities): Connection<City> {
  return pageOfMatches(source, params, (city, words) => city.name.toLowerCase().includes(words))
}

/** A fetch whose answers the test releases one by one. */
function controlledFetch(source: City[] = cities) {
  const calls: { params: PickerFetchParams; resolve: () => void; reject: (error: unknown) => void }[] = []
  const fetchPage = vi.fn(
    (params: PickerFetchParams) =>
      new Promise<Connection<City>>((resolve, reject) => {
        calls.push({ params, resolve: () => resolve(pageOf(params, source)), reject })
      }),
  )
  return { fetchPage, calls }
}

function Harness(props: Partial<AsyncPickerProps<City>> & Pick<AsyncPickerProps<City>, 'fetchPage'>) {
  const { onChange, ...rest } = props
  const [value, setValue] = useState<City | null>(null)
  return (
    <AsyncPicker<City>
      aria-label="City"
      placeholder="Choose a city"
      getKey={(city) => city.id}
      getLabel={(city) => city.name}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      {...rest}
    />
  )
}

const trigger = () => screen.getByRole('combobox', { name: 'City' })
const skeletons = () => document.querySelectorAll('[data-slot="picker-skeleton"]')
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)
const scroller = () => document.querySelector<HTMLElement>('[data-slot="picker-scroller"]')!

/** Opens the picker with a click and waits for its list's code, which loads on first use. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger())
  await screen.findByRole('listbox')
}

// The open list's code loads when a select opens; loading it once here keeps its first import, slow on a
// busy machine, out of each test's waiting time.
beforeAll(() => import('./select-list'))

afterEach(() => {
  vi.useRealTimers()
})

describe('AsyncPicker', () => {
  it('fetches the first page of 10 only when opened, showing 4 skeleton rows meanwhile', async () => {
    const user = userEvent.setup()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} />)
    expect(fetchPage).not.toHaveBeenCalled()

    await open(user)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(calls[0]!.params).toMatchObject({ query: '', first: 10, after: undefined })
    expect(skeletons()).toHaveLength(4)

    await act(async () => calls[0]!.resolve())
    expect(optionNames()).toHaveLength(10)
    expect(skeletons()).toHaveLength(0)
  })

  it('searches 300 ms after the last keystroke, clearing the list and starting at the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} />)
    await open(user)
    await act(async () => calls[0]!.resolve())
    expect(optionNames()).toHaveLength(10)

    await user.type(screen.getByPlaceholderText('Search...'), '2')
    await user.keyboard('1')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50))
    expect(fetchPage).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(50))
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect(calls[1]!.params).toMatchObject({ query: '21', first: 10, after: undefined })
    // The old results leave at once; as many skeleton rows stand in as there were results (capped at a page).
    expect(optionNames()).toHaveLength(0)
    expect(skeletons()).toHaveLength(10)

    await act(async () => calls[1]!.resolve())
    expect(optionNames()).toEqual(['City 21'])
  })

  it('appends the next page when the list is scrolled to its end', async () => {
    const user = userEvent.setup()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} />)
    await open(user)
    await act(async () => calls[0]!.resolve())

    const list = scroller()
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 320 },
      clientHeight: { configurable: true, value: 256 },
      scrollTop: { configurable: true, writable: true, value: 64 },
    })
    fireEvent.scroll(list)
    fireEvent.scroll(list)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect(calls[1]!.params).toMatchObject({ query: '', first: 10, after: 'c10' })
    // The next page brings 10 more of the 25, so 10 rows stand in for it.
    expect(skeletons()).toHaveLength(10)

    await act(async () => calls[1]!.resolve())
    expect(optionNames()).toHaveLength(20)
    expect(optionNames()[10]).toBe('City 11')

    fireEvent.scroll(list)
    expect(calls[2]!.params.after).toBe('c20')
    expect(skeletons()).toHaveLength(5)
    await act(async () => calls[2]!.resolve())
    expect(optionNames()).toHaveLength(25)
    fireEvent.scroll(list)
    expect(fetchPage).toHaveBeenCalledTimes(3)
  })

  it('aborts the previous request when a new one starts, and ignores its late answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onError = vi.fn()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} onError={onError} />)
    await open(user)
    await user.type(screen.getByPlaceholderText('Search...'), '2')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(calls).toHaveLength(2)
    expect(calls[0]!.params.signal.aborted).toBe(true)
    expect(calls[1]!.params.signal.aborted).toBe(false)

    await act(async () => calls[1]!.resolve())
    await act(async () => calls[0]!.resolve())
    expect(optionNames()).toEqual([
      'City 02',
      'City 12',
      'City 20',
      'City 21',
      'City 22',
      'City 23',
      'City 24',
      'City 25',
    ])
    // A request that failed because it was replaced is not an error.
    await act(async () => calls[0]!.reject(new DOMException('Aborted', 'AbortError')))
    expect(onError).not.toHaveBeenCalled()
  })

  it('calls the error callback when a page fails to load', async () => {
    const user = userEvent.setup()
    const onError = vi.fn()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} onError={onError} />)
    await open(user)
    const failure = new Error('offline')
    await act(async () => calls[0]!.reject(failure))
    expect(onError).toHaveBeenCalledWith(failure)
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.')
  })

  it('shows the empty state for a blank search with nothing to list, and the no-results text otherwise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { fetchPage, calls } = controlledFetch([])
    render(
      <Harness fetchPage={fetchPage} emptyStateMessage="No cities yet." emptyMessage="No cities found." />,
    )
    await open(user)
    await act(async () => calls[0]!.resolve())
    expect(screen.getByText('No cities yet.')).toBeInTheDocument()

    await user.type(screen.getByPlaceholderText('Search...'), 'x')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    await act(async () => calls[1]!.resolve())
    expect(screen.getByText('No cities found.')).toBeInTheDocument()
    expect(screen.queryByText('No cities yet.')).not.toBeInTheDocument()
  })

  it('with auto-select, fetches without being opened and chooses the first option', async () => {
    const onChange = vi.fn()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} onChange={onChange} autoSelect clearable={false} />)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    await act(async () => calls[0]!.resolve())
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(cities[0]))
    expect(trigger()).toHaveTextContent('City 01')
    // Once chosen, nothing more is fetched until the picker opens.
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('fetches again each time it opens, and starts over when the reset key changes', async () => {
    const user = userEvent.setup()
    const { fetchPage, calls } = controlledFetch()
    const { rerender } = render(<Harness fetchPage={fetchPage} resetKey="BR" />)
    await open(user)
    await act(async () => calls[0]!.resolve())
    await user.keyboard('{Escape}')
    await open(user)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]!.resolve())
    rerender(<Harness fetchPage={fetchPage} resetKey="PT" />)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(calls[2]!.params).toMatchObject({ query: '', after: undefined })
  })

  it('chooses with the keyboard like the select it is built on', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} onChange={onChange} />)
    await open(user)
    await act(async () => calls[0]!.resolve())
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(cities[2])
  })

  it('moves the highlight to the first result when results arrive, so Enter picks it over an action row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onChange = vi.fn()
    const onCreate = vi.fn()
    const { fetchPage, calls } = controlledFetch()
    render(
      <Harness
        fetchPage={fetchPage}
        onChange={onChange}
        actions={[{ key: 'create', label: 'Create a city', onSelect: onCreate }]}
      />,
    )
    await open(user)
    const highlighted = () => screen.getByRole('option', { selected: true })
    // While the first page loads, the action is the only row.
    expect(highlighted()).toHaveTextContent('Create a city')
    await act(async () => calls[0]!.resolve())
    expect(highlighted()).toHaveTextContent('City 01')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(highlighted()).toHaveTextContent('City 03')
    await user.keyboard('22')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(highlighted()).toHaveTextContent('Create a city')
    await act(async () => calls[1]!.resolve())
    expect(highlighted()).toHaveTextContent('City 22')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(cities[21])
    expect(onCreate).not.toHaveBeenCalled()
    expect(trigger()).toHaveFocus()
  })

  it('keeps the highlight where the arrow keys left it while the next page is appended', async () => {
    const user = userEvent.setup()
    const { fetchPage, calls } = controlledFetch()
    render(<Harness fetchPage={fetchPage} />)
    await open(user)
    await act(async () => calls[0]!.resolve())
    await user.keyboard('{End}')
    const highlighted = () => screen.getByRole('option', { selected: true })
    expect(highlighted()).toHaveTextContent('City 10')
    // Reaching the last option asks for the next page.
    expect(calls[1]!.params.after).toBe('c10')
    await act(async () => calls[1]!.resolve())
    expect(optionNames()).toHaveLength(20)
    expect(highlighted()).toHaveTextContent('City 10')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveTextContent('City 11')
  })
})
