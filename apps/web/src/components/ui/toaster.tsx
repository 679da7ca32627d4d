import type { ComponentProps } from 'react'
import { Toaster as Sonner } from 'sonner'

/**
 * Spec section 9's toast constants. Several equal sonner's own defaults and are still written out, so a
 * library upgrade cannot change them silently.
 */
export const TOAST_DURATION_MS = 4000
export const TOAST_GAP_PX = 14
export const TOAST_VISIBLE = 3

export function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      visibleToasts={TOAST_VISIBLE}
      offset="24px"
      mobileOffset="16px"
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: 'Close toast' }}
      {...props}
    />
  )
}
