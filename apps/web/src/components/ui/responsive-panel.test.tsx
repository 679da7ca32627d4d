import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PanelContainer, ResponsivePanel } from './responsive-panel'

function Panel() {
  return (
    <ResponsivePanel open onOpenChange={() => {}} title="Add custom item" closeLabel="Close">
      <p>Item name</p>
    </ResponsivePanel>
  )
}

function Embedded() {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  return (
    <div ref={setElement} data-testid="cart" className="relative">
      {element && (
        <PanelContainer element={element}>
          <Panel />
        </PanelContainer>
      )}
    </div>
  )
}

describe('ResponsivePanel', () => {
  it('is a dialog of the page when it is not embedded', () => {
    render(<Panel />)
    const dialog = screen.getByRole('dialog', { name: 'Add custom item' })
    expect(dialog).toHaveAttribute('data-embedded', 'false')
    expect(dialog.parentElement).toBe(document.body)
  })

  it('is a drawer inside its container when embedded', () => {
    render(<Embedded />)
    const dialog = screen.getByRole('dialog', { name: 'Add custom item' })
    expect(dialog).toHaveAttribute('data-embedded', 'true')
    expect(screen.getByTestId('cart')).toContainElement(dialog)
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
