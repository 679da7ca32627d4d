import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { cn } from '@/lib/utils'
import { PortalContainer } from './portal-container'

/**
 * Panels such as "Add custom item" or "Create a new customer" open as a right-side drawer
 * when embedded in a container (the cart drawer) and as a centred dialog otherwise. A container announces
 * itself by wrapping its content in PanelContainer with the element the drawers slide inside.
 */
const PanelContainerContext = createContext<HTMLElement | null>(null)

export function PanelContainer({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  return <PanelContainerContext.Provider value={element}>{children}</PanelContainerContext.Provider>
}

/** The element panels are embedded in, or null on a page of its own. */
export function usePanelContainer(): HTMLElement | null {
  return useContext(PanelContainerContext)
}

export interface ResponsivePanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** The close button's name for screen readers, in the user's language. */
  closeLabel: string
  children: ReactNode
  /** Buttons such as Save and Cancel, kept in view at the bottom. */
  footer?: ReactNode
  /** Overrides the container found from context: an element embeds, null forces a dialog. */
  container?: HTMLElement | null
  className?: string
}

export function ResponsivePanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  container,
  className,
}: ResponsivePanelProps) {
  const contextContainer = usePanelContainer()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const host = container === undefined ? contextContainer : container
  const embedded = host !== null
  // The container must be positioned (relative) and clip its overflow so the drawer slides inside it.
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={host ?? undefined}>
        <DialogPrimitive.Overlay
          data-slot="panel-overlay"
          className={cn('inset-0 z-50 bg-black/40', embedded ? 'absolute' : 'fixed bg-black/50')}
        />
        <DialogPrimitive.Content
          ref={setElement}
          data-slot="panel-content"
          data-embedded={embedded}
          className={cn(
            'z-50 flex flex-col bg-background shadow-lg outline-none',
            embedded
              ? 'absolute inset-y-0 right-0 w-full max-w-md border-l'
              : 'fixed top-1/2 left-1/2 max-h-[calc(100svh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border sm:max-w-lg',
            className,
          )}
          // Without a description the content must not point at one (Radix warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex flex-col gap-1.5 border-b px-6 py-4 pr-12">
            <DialogPrimitive.Title className="font-semibold text-lg leading-none">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-muted-foreground text-sm">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
            <PortalContainer element={element}>{children}</PortalContainer>
          </div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t px-6 py-3 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
