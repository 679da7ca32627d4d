import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_MODE_KEY, readCustomerMode, setCustomerMode, useCustomerMode } from './customer-mode'

function Probe() {
  const [on, setOn] = useCustomerMode()
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      Customer mode
    </button>
  )
}

describe('customer mode', () => {
  it('is off when nothing is stored', () => {
    expect(readCustomerMode()).toBe(false)
  })

  it('stores 1 when on and 0 when off', () => {
    setCustomerMode(true)
    expect(localStorage.getItem(CUSTOMER_MODE_KEY)).toBe('1')
    setCustomerMode(false)
    expect(localStorage.getItem(CUSTOMER_MODE_KEY)).toBe('0')
  })

  it('restores the stored value on load', () => {
    localStorage.setItem(CUSTOMER_MODE_KEY, '1')
    render(<Probe />)
    expect(screen.getByRole('button', { name: 'Customer mode' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('persists a change made through the hook and updates every reader', async () => {
    render(
      <>
        <Probe />
        <Probe />
      </>,
    )
    const [first, second] = screen.getAllByRole('button', { name: 'Customer mode' })
    await userEvent.click(first!)
    expect(localStorage.getItem(CUSTOMER_MODE_KEY)).toBe('1')
    expect(second).toHaveAttribute('aria-pressed', 'true')
  })

  it('follows a change made in another tab', () => {
    render(<Probe />)
    act(() => {
      localStorage.setItem(CUSTOMER_MODE_KEY, '1')
      window.dispatchEvent(new StorageEvent('storage', { key: CUSTOMER_MODE_KEY, newValue: '1' }))
    })
    expect(screen.getByRole('button', { name: 'Customer mode' })).toHaveAttribute('aria-pressed', 'true')
  })
})
