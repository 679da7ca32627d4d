import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
const searchBox = () => screen.getByPlaceholderText('Search...')
const activeOption = () => screen.getByRole('option', { selected: true })

afterEach(() => {
  vi.useRealTimers()
})

describe('SearchableSelect', () => {
  it('opens a search box and moves with Up and Down; Enter chooses and closes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(trigger()).toHaveTextContent('Choose a fruit')

    await user.click(trigger())
    expect(searchBox()).toHaveFocus()
    expect(screen.getAllByRole('option')).toHaveLength(4)
    expect(activeOption()).toHaveTextContent('Açaí')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeOption()).toHaveTextContent('Blueberry')
    expect(searchBox()).toHaveAttribute('aria-activedescendant', activeOption().id)
    await user.keyboard('{ArrowUp}')
    expect(activeOption()).toHaveTextContent('Banana')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(activeOption()).toHaveTextContent('Açaí')

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(fruits[1])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveTextContent('Banana')
    expect(trigger()).toHaveFocus()
  })

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.click(trigger())
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('filters ignoring case and accents, and says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(trigger())
    await user.type(searchBox(), 'ACAI')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Açaí'])
    await user.clear(searchBox())
    await user.type(searchBox(), 'kiwi')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText('No results found.')).toBeInTheDocument()
  })

  it("offers 'Add value', or 'Add \"text\"' once text is typed", async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<Harness onAdd={onAdd} />)
    await user.click(trigger())
    expect(screen.getByRole('option', { name: 'Add value' })).toBeInTheDocument()
    await user.type(searchBox(), 'Kiwi')
    const add = screen.getByRole('option', { name: 'Add "Kiwi"' })
    // With no option matching, the add row is the one Enter chooses.
    expect(add).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(onAdd).toHaveBeenCalledWith('Kiwi')
  })

  it('keeps Enter on the best match when an add row is offered too', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    const onChange = vi.fn()
    render(<Harness onAdd={onAdd} onChange={onChange} />)
    await user.click(trigger())
    await user.type(searchBox(), 'caj')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(fruits[3])
    expect(onAdd).not.toHaveBeenCalled()
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
    await user.click(trigger())
    expect(document.querySelectorAll('[data-slot="picker-skeleton"]')).toHaveLength(5)
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument()
    rerender(<Harness loadingMore hasMore />)
    expect(document.querySelectorAll('[data-slot="picker-skeleton"]')).toHaveLength(3)
  })

  it('asks for more when scrolled to the end, or when Down reaches the last option', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    render(<Harness hasMore onLoadMore={onLoadMore} />)
    await user.click(trigger())
    const list = screen.getByRole('listbox').parentElement!
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 400 },
      clientHeight: { configurable: true, value: 240 },
      scrollTop: { configurable: true, writable: true, value: 0 },
    })
    fireEvent.scroll(list)
    expect(onLoadMore).not.toHaveBeenCalled()
    list.scrollTop = 160
    fireEvent.scroll(list)
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption()).toHaveTextContent('Caju')
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('lists rows given as actions above the options', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness actions={[{ key: 'new', label: 'Create a new fruit', onSelect }]} />)
    await user.click(trigger())
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options[0]).toHaveTextContent('Create a new fruit')
    await user.type(searchBox(), 'Pitanga')
    await user.click(screen.getByRole('option', { name: 'Create a new fruit' }))
    expect(onSelect).toHaveBeenCalledWith('Pitanga')
  })
})
