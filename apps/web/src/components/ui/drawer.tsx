import type { ComponentProps } from 'react'
import { Drawer as DrawerPrimitive } from 'vaul'
import { cn } from '@/lib/utils'

/** Spec section 9: a drag past a quarter of the drawer closes it; scroll lock waits 100 ms. */
export const DRAWER_CLOSE_THRESHOLD = 0.25
export const DRAWER_SCROLL_LOCK_TIMEOUT_MS = 100

export function Drawer({
  closeThreshold = DRAWER_CLOSE_THRESHOLD,
  scrollLockTimeout = DRAWER_SCROLL_LOCK_TIMEOUT_MS,
  ...props
}: ComponentProps<typeof DrawerPrimitive.Root>) {
  return (
    <DrawerPrimitive.Root closeThreshold={closeThreshold} scrollLockTimeout={scrollLockTimeout} {...props} />
  )
}

export const DrawerTrigger = DrawerPrimitive.Trigger
export const DrawerClose = DrawerPrimitive.Close

export function DrawerContent({
  className,
  children,
  direction = 'bottom',
  ...props
}: ComponentProps<typeof DrawerPrimitive.Content> & { direction?: 'bottom' | 'right' }) {
  return (
    <DrawerPrimitive.Portal>
      <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DrawerPrimitive.Content
        data-slot="drawer-content"
        className={cn(
          'fixed z-50 flex flex-col bg-background',
          direction === 'bottom' && 'inset-x-0 bottom-0 mt-24 rounded-t-xl border-t',
          direction === 'right' && 'inset-y-0 right-0 w-full border-l sm:max-w-sm',
          className,
        )}
        {...props}
      >
        {direction === 'bottom' && (
          <div aria-hidden className="mx-auto mt-3 h-1.5 w-16 shrink-0 rounded-full bg-muted" />
        )}
        {children}
      </DrawerPrimitive.Content>
    </DrawerPrimitive.Portal>
  )
}

export function DrawerTitle({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Title>) {
  return <DrawerPrimitive.Title className={cn('font-semibold text-foreground', className)} {...props} />
}

export function DrawerDescription({
  className,
  ...props
}: ComponentProps<typeof DrawerPrimitive.Description>) {
  return <DrawerPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />
}
