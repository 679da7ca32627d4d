import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { NumberInput, parseNumberText } from './number-input'

function Harness({
  onValue,
  clampOnBlur,
}: {
  onValue: (value: number | null) => void
  clampOnBlur?: boolean
}) {
  const [value, setValue] = useState<number | null>(1)
  return (
    <NumberInput
      aria-label="Quantity"
      integer
      min={1}
      max={99}
      clampOnBlur={clampOnBlur}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

describe('NumberInput', () => {
  it('parses whole numbers only when asked to', () => {
    expect(parseNumberText('12', true)).toBe(12)
    expect(parseNumberText('1.5', true)).toBeUndefined()
    expect(parseNumberText('1.5', false)).toBe(1.5)
    expect(parseNumberText('', true)).toBeNull()
    expect(parseNumberText('abc', false)).toBeUndefined()
  })

  it('ignores text that is not a number and goes back to the last number when left', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    const input = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(input)
    await user.type(input, '3x')
    expect(onValue).toHaveBeenLastCalledWith(3)
    await user.tab()
    expect(input).toHaveValue('3')
  })

  it('steps with the arrow keys within min and max, and clamps on leaving', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
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
})
