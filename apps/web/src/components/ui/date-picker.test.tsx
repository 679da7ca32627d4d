import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { addMonths, CALENDAR_YEARS_BACK } from './calendar'
import { DatePicker } from './date-picker'

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

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date(2025, 0, 31), 1)).toEqual(new Date(2025, 1, 28))
    expect(addMonths(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 29))
    expect(addMonths(new Date(2025, 11, 15), 1)).toEqual(new Date(2026, 0, 15))
  })
})

describe('DatePicker', () => {
  it('shows the date as MMM d, y and chooses days with the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={new Date(2026, 0, 30)} onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Due date' })
    expect(trigger).toHaveTextContent('Jan 30, 2026')

    await user.click(trigger)
    expect(screen.getByRole('button', { name: 'Friday, January 30, 2026' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Sunday, February 1, 2026' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 1, 8))
    expect(trigger).toHaveTextContent('Feb 8, 2026')
  })

  it('offers years from 100 years back, and keeps a chosen date when it is chosen again', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={null} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Due date' }))
    const years = screen.getByRole('combobox', { name: 'Year' })
    const thisYear = new Date().getFullYear()
    const offered = within(years)
      .getAllByRole('option')
      .map((option) => Number(option.textContent))
    expect(Math.min(...offered)).toBe(thisYear - CALENDAR_YEARS_BACK)
    expect(offered).toContain(thisYear)
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Due date' }))
    await user.keyboard('{Enter}')
    // Choosing the same day again keeps it: once chosen, a date is required.
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(onChange.mock.calls[1]![0]).toEqual(onChange.mock.calls[0]![0])
  })
})
