import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { NumberInput } from './number-input'

function Quantity({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1)
  return (
    <NumberInput
      kind="quantity"
      aria-label="Quantity"
      min={1}
      max={99}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

function Decimal({
  kind,
  onValue,
  initial = null,
  currencyCode,
}: {
  kind: 'money' | 'percent' | 'weight'
  onValue: (value: string | null) => void
  initial?: string | null
  currencyCode?: string
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <NumberInput
      kind={kind}
      aria-label="Amount"
      min={0}
      currencyCode={currencyCode}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

afterEach(async () => {
  await changeLanguage('en')
})

describe('NumberInput for quantities', () => {
  it('ignores text that is not a number and goes back to the last number when left', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Quantity onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(input)
    await user.type(input, '3x')
    expect(onValue).toHaveBeenLastCalledWith(3)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await user.tab()
    expect(input).toHaveValue('3')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('steps with the arrow keys within min and max, and clamps on leaving', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Quantity onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    expect(onValue).toHaveBeenLastCalledWith(1)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(input).toHaveValue('3')
    expect(input).toHaveAttribute('aria-valuenow', '3')
    await user.clear(input)
    await user.type(input, '0')
    // A typed 0 is reported as it is (the order editor removes the line), then clamped when left.
    expect(onValue).toHaveBeenLastCalledWith(0)
    await user.tab()
    expect(onValue).toHaveBeenLastCalledWith(1)
  })

  it('refuses a fraction of a unit', async () => {
    await changeLanguage('pt-BR')
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Quantity onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(input)
    await user.type(input, '2,5')
    expect(onValue).toHaveBeenLastCalledWith(2)
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('NumberInput for money', () => {
  it('reads Brazilian amounts as Brazilians type them', async () => {
    await changeLanguage('pt-BR')
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="money" onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '49,90')
    expect(onValue).toHaveBeenLastCalledWith('49.90')
    await user.clear(input)
    await user.type(input, '1.234,56')
    expect(onValue).toHaveBeenLastCalledWith('1234.56')
    await user.tab()
    expect(input).toHaveValue('1.234,56')
    await user.clear(input)
    await user.click(input)
    await user.paste('R$ 19,99')
    expect(onValue).toHaveBeenLastCalledWith('19.99')
    expect(screen.getByText('R$')).toBeInTheDocument()
  })

  it('reads English amounts and shows two fixed decimals once left', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="money" onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '1,234.5')
    expect(onValue).toHaveBeenLastCalledWith('1234.50')
    await user.tab()
    expect(input).toHaveValue('1,234.50')
  })

  it('refuses a negative price, more than two decimals and text, keeping the last amount', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="money" onValue={onValue} initial="5.00" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.clear(input)
    await user.type(input, '-3')
    expect(onValue).not.toHaveBeenCalledWith('-3.00')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await user.clear(input)
    await user.type(input, '2.999')
    expect(onValue).toHaveBeenLastCalledWith('2.99')
    await user.tab()
    expect(input).toHaveValue('2.99')
  })

  it('is empty, not zero, when cleared, and shows the currency’s own symbol', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="money" onValue={onValue} currencyCode="USD" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '9')
    await user.clear(input)
    expect(onValue).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('$')).toBeInTheDocument()
  })
})

describe('NumberInput for percentages and weights', () => {
  it('reads "12,5%" in Portuguese and shows it back with a comma', async () => {
    await changeLanguage('pt-BR')
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="percent" onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Amount' })
    await user.type(input, '12,5%')
    expect(onValue).toHaveBeenLastCalledWith('12.5')
    await user.tab()
    expect(input).toHaveValue('12,5')
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(onValue).toHaveBeenLastCalledWith('13.5')
  })

  it('keeps grams of a kilogram exactly', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Decimal kind="weight" onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Amount' })
    await user.type(input, '0.1')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    // 0.1 + 1 + 1 in floats is 2.1000000000000001; the field counts in grams.
    expect(onValue).toHaveBeenLastCalledWith('2.1')
  })
})
