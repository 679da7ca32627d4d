import { XIcon } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetClose = SheetPrimitive.Close

type Side = 'left' | 'right' | 'bottom'

const sides: Record<Side, string> = {
  left: 'inset-y-0 left-0 h-full border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
  right:
    'inset-y-0 right-0 h-full border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
  bottom:
    'inset-x-0 bottom-0 rounded-t-xl border-t data-[state=closed]:animate-sheet-out-bottom data-[state=open]:animate-sheet-in-bottom',
}

/**
 * A panel that slides in from an edge of the screen over the page (Radix Dialog: focus kept inside, Escape
 * and a click outside close it). `closeLabel` adds a close button in the corner; a bottom sheet can be
 * closed by dragging too (`drag-to-close.tsx`).
 */
export function SheetContent({
  className,
  children,
  side = 'right',
  closeLabel,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: Side; closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-background shadow-lg',
          sides[side],
          'motion-reduce:animate-none',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel && (
          <SheetPrimitive.Close className="absolute top-3 right-3 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('font-semibold text-foreground', className)} {...props} />
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />
}
