import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SearchableSelect, type SearchableSelectProps, TYPEAHEAD_RESET_MS } from './searchable-select'

interface Fruit {
  id: string
  name: string
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Açaí' },
  { id: 'b', name: 'Banana' },
  { id: 'bl', name: 'Blueberry' },
  { id: 'c', name: 'Caju' },
]

function Harness(props: Partial<SearchableSelectProps<Fruit>> & { initial?: Fruit | null }) {
  const { initial = null, onChange, ...rest } = props
  const [value, setValue] = useState<Fruit | null>(initial)
  return (
    <SearchableSelect<Fruit>
      aria-label="Fruit"
      placeholder="Choose a fruit"
      options={fruits}
      getKey={(fruit) => fruit.id}
      getLabel={(fruit) => fruit.name}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      {...rest}
    />
  )
}

const trigger = () => screen.getByRole('combobox', { name: 'Fruit' })
const searchBox = () => screen.getByRole('combobox', { name: 'Search...' })
const highlighted = () => screen.getByRole('option', { selected: true })
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

/** Opens the list with a click and waits for its code, which loads on first use. */
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

describe('SearchableSelect', () => {
  it('moves through the results with Up and Down from the search box; Enter chooses and gives the focus back', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(trigger()).toHaveTextContent('Choose a fruit')

    await open(user)
    expect(searchBox()).toHaveFocus()
    expect(optionNames()).toEqual(['Açaí', 'Banana', 'Blueberry', 'Caju'])
    expect(highlighted()).toHaveTextContent('Açaí')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(highlighted()).toHaveTextContent('Blueberry')
    expect(searchBox()).toHaveAttribute('aria-activedescendant', highlighted().id)
    expect(searchBox()).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toHaveTextContent('Banana')
    await user.keyboard('{End}')
    expect(highlighted()).toHaveTextContent('Caju')
    await user.keyboard('{Home}')
    expect(highlighted()).toHaveTextContent('Açaí')

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(fruits[1])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveTextContent('Banana')
    expect(trigger()).toHaveFocus()
  })

  it('opens from the closed button with Down, and closes on Escape without choosing', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    trigger().focus()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    expect(searchBox()).toHaveFocus()

    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(trigger()).toHaveFocus()
  })

  it('chooses with a click and marks the chosen option when opened again', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await open(user)
    await user.click(screen.getByRole('option', { name: 'Caju' }))
    expect(onChange).toHaveBeenCalledWith(fruits[3])
    expect(trigger()).toHaveFocus()

    await open(user)
    expect(screen.getByRole('option', { name: 'Caju' })).toHaveAttribute('data-checked', 'true')
    expect(screen.getByRole('option', { name: 'Banana' })).not.toHaveAttribute('data-checked')
  })

  it('filters ignoring case and accents, highlights the best match, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await open(user)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    await user.keyboard('B')
    // New text starts the highlight over at the first result.
    expect(optionNames()).toEqual(['Banana', 'Blueberry'])
    expect(highlighted()).toHaveTextContent('Banana')
    await user.clear(searchBox())
    await user.type(searchBox(), 'ACAI')
    expect(optionNames()).toEqual(['Açaí'])
    await user.clear(searchBox())
    await user.type(searchBox(), 'kiwi')
    expect(optionNames()).toEqual([])
    expect(screen.getByText('No results found.')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(onChange).not.toHaveBeenCalled()
  })

  it("offers 'Add value', or 'Add \"text\"' once text is typed, which Enter chooses when nothing matches", async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<Harness onAdd={onAdd} />)
    await open(user)
    expect(screen.getByRole('option', { name: 'Add value' })).toBeInTheDocument()
    await user.type(searchBox(), 'Kiwi')
    expect(highlighted()).toHaveAccessibleName('Add "Kiwi"')
    await user.keyboard('{Enter}')
    expect(onAdd).toHaveBeenCalledWith('Kiwi')
    expect(trigger()).toHaveFocus()
  })

  it('keeps Enter on the best match when an add row is offered too', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    const onChange = vi.fn()
    render(<Harness onAdd={onAdd} onChange={onChange} />)
    await open(user)
    await user.type(searchBox(), 'caj')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(fruits[3])
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('lists actions below the options, reached with Up from the first result, and hands them the text', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness actions={[{ key: 'new', label: 'Create a new fruit', onSelect }]} />)
    await open(user)
    expect(optionNames().at(-1)).toBe('Create a new fruit')
    expect(highlighted()).toHaveTextContent('Açaí')
    await user.type(searchBox(), 'Pit')
    expect(highlighted()).toHaveTextContent('Create a new fruit')
    await user.clear(searchBox())
    await user.type(searchBox(), 'a')
    expect(highlighted()).toHaveTextContent('Açaí')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toHaveTextContent('Create a new fruit')
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('a')
  })

  it('clears the choice with the clear button, unless it is not clearable', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { unmount } = render(<Harness initial={fruits[2]} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(trigger()).toHaveTextContent('Choose a fruit')
    unmount()
    render(<Harness initial={fruits[2]} clearable={false} />)
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument()
  })

  it('picks by typed letters on the closed select, starting over after a second', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.keyDown(trigger(), { key: 'b' })
    expect(onChange).toHaveBeenLastCalledWith(fruits[1])
    fireEvent.keyDown(trigger(), { key: 'l' })
    expect(onChange).toHaveBeenLastCalledWith(fruits[2])
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS))
    fireEvent.keyDown(trigger(), { key: 'c' })
    expect(onChange).toHaveBeenLastCalledWith(fruits[3])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('shows 5 skeleton rows while loading and 3 while fetching the next page', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Harness options={[]} loading />)
    await open(user)
    expect(document.querySelectorAll('[data-slot="picker-skeleton"]')).toHaveLength(5)
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument()
    rerender(<Harness loadingMore hasMore />)
    expect(document.querySelectorAll('[data-slot="picker-skeleton"]')).toHaveLength(3)
  })

  it('asks for more when scrolled to the end, or when Down reaches the last option', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    render(<Harness hasMore onLoadMore={onLoadMore} />)
    await open(user)
    const scroller = document.querySelector<HTMLElement>('[data-slot="picker-scroller"]')!
    Object.defineProperties(scroller, {
      scrollHeight: { configurable: true, value: 400 },
      clientHeight: { configurable: true, value: 240 },
      scrollTop: { configurable: true, writable: true, value: 0 },
    })
    fireEvent.scroll(scroller)
    expect(onLoadMore).not.toHaveBeenCalled()
    scroller.scrollTop = 160
    fireEvent.scroll(scroller)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveTextContent('Caju')
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('names the list after the select and keeps the rows inside it', async () => {
    const user = userEvent.setup()
    render(<Harness actions={[{ key: 'new', label: 'Create a new fruit', onSelect: () => {} }]} />)
    await open(user)
    const list = screen.getByRole('listbox', { name: 'Fruit' })
    expect(within(list).getAllByRole('option')).toHaveLength(5)
    expect(searchBox()).toHaveAttribute('aria-controls', list.id)
  })
})
