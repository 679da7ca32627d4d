import { type CSSProperties, type PointerEvent, useRef, useState } from 'react'
import { cn } from '@/lib/utils'

/** A bottom sheet dragged down past a quarter of its height closes. */
export const DRAG_CLOSE_THRESHOLD = 0.25
/** So does one flicked down faster than 0.4 px per millisecond, however short the drag. */
export const DRAG_CLOSE_VELOCITY = 0.4

interface Drag {
  pointerId: number
  startY: number
  startTime: number
  height: number
}

/**
 * Dragging a bottom sheet by its handle: the sheet follows the pointer down and closes when let go far or
 * fast enough; otherwise it slides back. Give the sheet `sheetProps` and render `<DragHandle {...handle} />`
 * at its top. Kept apart from the sheet so that sheets which are never dragged (the mobile sidebar) do not
 * carry it.
 */
export function useDragToClose(onClose: () => void) {
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const drag = useRef<Drag | null>(null)

  const end = () => {
    drag.current = null
    setDragging(false)
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      const sheet = event.currentTarget.closest<HTMLElement>('[data-slot="sheet-content"]')
      drag.current = {
        pointerId: event.pointerId,
        startY: event.clientY,
        startTime: performance.now(),
        height: sheet?.offsetHeight || window.innerHeight,
      }
      event.currentTarget.setPointerCapture?.(event.pointerId)
      setDragging(true)
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current
      if (current?.pointerId === event.pointerId) setOffset(Math.max(0, event.clientY - current.startY))
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current
      if (current?.pointerId !== event.pointerId) return
      end()
      const distance = Math.max(0, event.clientY - current.startY)
      const velocity = distance / Math.max(1, performance.now() - current.startTime)
      if (distance > current.height * DRAG_CLOSE_THRESHOLD || velocity > DRAG_CLOSE_VELOCITY) onClose()
      // Closing slides on from where the sheet was let go; otherwise it slides back up.
      else setOffset(0)
    },
    onPointerCancel: () => {
      end()
      setOffset(0)
    },
  }
  const sheetProps: { className: string; style?: CSSProperties } = {
    // Sliding back, not following the pointer.
    className: cn(!dragging && 'transition-transform duration-500 ease-sheet'),
    style: offset > 0 ? { transform: `translateY(${offset}px)` } : undefined,
  }
  return { sheetProps, handle: handlers }
}

/** The bar at the top of a bottom sheet that can be dragged down to close it. */
export function DragHandle(handlers: ReturnType<typeof useDragToClose>['handle']) {
  return (
    <div
      data-slot="sheet-handle"
      aria-hidden
      className="flex h-6 shrink-0 cursor-grab touch-none items-center justify-center active:cursor-grabbing"
      {...handlers}
    >
      <div className="h-1.5 w-16 rounded-full bg-muted" />
    </div>
  )
}
