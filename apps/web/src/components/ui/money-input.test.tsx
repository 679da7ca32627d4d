import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { currencySymbol, formatMoneyDraft, MoneyInput, parseMoneyDraft } from './money-input'

function Harness({
  onValue,
  currencyCode,
}: {
  onValue: (value: number | null) => void
  currencyCode?: string
}) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <MoneyInput
      aria-label="Price"
      value={value}
      currencyCode={currencyCode}
      onValueChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

describe('money drafts', () => {
  it('groups thousands, keeps two decimals and refuses a minus sign or letters', () => {
    expect(formatMoneyDraft('1234567.891')).toBe('1,234,567.89')
    expect(formatMoneyDraft('-12a.5.0')).toBe('12.50')
    expect(formatMoneyDraft('.5')).toBe('0.5')
    expect(formatMoneyDraft('0007')).toBe('7')
    expect(parseMoneyDraft('1,234.5')).toBe(1234.5)
    expect(parseMoneyDraft('')).toBeNull()
  })

  it('writes the currency symbol as US English does', () => {
    expect(currencySymbol('BRL')).toBe('R$')
    expect(currencySymbol('USD')).toBe('$')
  })
})

describe('MoneyInput', () => {
  it('reports the amount while typing and shows two fixed decimals once left', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Price' })
    await user.type(input, '-1234.5')
    expect(input).toHaveValue('1,234.5')
    expect(onValue).toHaveBeenLastCalledWith(1234.5)
    await user.tab()
    expect(input).toHaveValue('1,234.50')
    expect(screen.getByText('R$')).toBeInTheDocument()
  })

  it('is empty, not zero, when cleared', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} currencyCode="USD" />)
    const input = screen.getByRole('textbox', { name: 'Price' })
    await user.type(input, '9')
    await user.clear(input)
    expect(onValue).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('$')).toBeInTheDocument()
  })
})
