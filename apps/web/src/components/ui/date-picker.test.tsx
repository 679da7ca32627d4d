import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { CALENDAR_YEARS_AHEAD, CALENDAR_YEARS_BACK, DatePicker } from './date-picker'

function Harness({ initial, onChange }: { initial: Date | null; onChange: (date: Date) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <DatePicker
      aria-label="Due date"
      value={value}
      onChange={(date) => {
        setValue(date)
        onChange(date)
      }}
    />
  )
}

/** Opens the calendar and waits for its code, which loads on first use, to put the focus on a day. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Due date' }))
  const grid = await screen.findByRole('grid')
  await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement))
}

// The calendar's code loads when a picker opens; loading it once here keeps its first import, slow on a
// busy machine, out of each test's waiting time.
beforeAll(() => import('./calendar'))

afterEach(async () => {
  await changeLanguage('en')
})

describe('DatePicker', () => {
  it('shows the date in the interface language and chooses days with the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={new Date(2026, 0, 30)} onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Due date' })
    expect(trigger).toHaveTextContent('Jan 30, 2026')

    await open(user)
    expect(screen.getByRole('button', { name: /January 30th, 2026, selected$/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('button', { name: /February 1st, 2026$/ })).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 1, 8))
    expect(trigger).toHaveTextContent('Feb 8, 2026')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('moves by month with PageDown and by year with Shift+PageUp, and closes on Escape', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={new Date(2026, 0, 30)} onChange={onChange} />)
    await open(user)
    await user.keyboard('{PageDown}')
    expect(screen.getByRole('button', { name: /February 28th, 2026$/ })).toHaveFocus()
    await user.keyboard('{Shift>}{PageUp}{/Shift}')
    expect(screen.getByRole('button', { name: /February 28th, 2025$/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('offers years from 100 years back, and keeps a chosen date when it is chosen again', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={null} onChange={onChange} />)
    await open(user)
    const years = screen.getByRole('combobox', { name: 'Year' })
    const thisYear = new Date().getFullYear()
    const offered = within(years)
      .getAllByRole('option')
      .map((option) => Number(option.textContent))
    expect(Math.min(...offered)).toBe(thisYear - CALENDAR_YEARS_BACK)
    expect(Math.max(...offered)).toBe(thisYear + CALENDAR_YEARS_AHEAD)
    // Today has the focus when nothing is chosen yet.
    expect(screen.getByRole('button', { name: /^Today, / })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledTimes(1)
    await open(user)
    await user.keyboard('{Enter}')
    // Choosing the same day again keeps it: once chosen, a date is required.
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(onChange.mock.calls[1]![0]).toEqual(onChange.mock.calls[0]![0])
  })

  it('speaks Portuguese when the interface does', async () => {
    await changeLanguage('pt-BR')
    const user = userEvent.setup()
    render(<Harness initial={new Date(2026, 0, 30)} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Due date' })).toHaveTextContent('30/01/2026')
    await open(user)
    expect(screen.getByRole('combobox', { name: 'Mês' })).toHaveDisplayValue(/jan/i)
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /30 de janeiro de 2026/ })).toHaveFocus()
  })
})
