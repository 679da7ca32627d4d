import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DRAG_CLOSE_THRESHOLD, DragHandle, useDragToClose } from './drag-to-close'
import { Sheet, SheetContent, SheetTitle } from './sheet'

const SHEET_HEIGHT = 400

function BottomSheet({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  const drag = useDragToClose(() => {
    setOpen(false)
    onClose()
  })
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="bottom" {...drag.sheetProps}>
        <DragHandle {...drag.handle} />
        <SheetTitle>Settings</SheetTitle>
      </SheetContent>
    </Sheet>
  )
}

/** Drags the handle down by `distance` pixels over `duration` milliseconds. */
function drag(distance: number, duration: number) {
  const clock = vi.spyOn(performance, 'now').mockReturnValue(1000)
  const handle = document.querySelector<HTMLElement>('[data-slot="sheet-handle"]')!
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 100 })
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: 100 + distance })
  clock.mockReturnValue(1000 + duration)
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: 100 + distance })
}

function renderSheet() {
  const onClose = vi.fn()
  render(<BottomSheet onClose={onClose} />)
  const sheet = screen.getByRole('dialog', { name: 'Settings' })
  Object.defineProperty(sheet, 'offsetHeight', { configurable: true, value: SHEET_HEIGHT })
  return { sheet, onClose }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a bottom sheet', () => {
  it('follows its handle down and slides back when let go before a quarter of its height', () => {
    const { sheet, onClose } = renderSheet()
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000)
    const handle = document.querySelector<HTMLElement>('[data-slot="sheet-handle"]')!
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 100 })
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 160 })
    expect(sheet.style.transform).toBe('translateY(60px)')
    clock.mockReturnValue(3000)
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 160 })
    expect(onClose).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('')
  })

  it('closes when dragged past a quarter of its height, however slowly', () => {
    const { onClose } = renderSheet()
    drag(SHEET_HEIGHT * DRAG_CLOSE_THRESHOLD + 1, 5000)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes when flicked down fast, however short the drag', () => {
    const { onClose } = renderSheet()
    drag(30, 20)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open after a short slow drag', () => {
    const { onClose } = renderSheet()
    drag(30, 1000)
    expect(onClose).not.toHaveBeenCalled()
  })
})
