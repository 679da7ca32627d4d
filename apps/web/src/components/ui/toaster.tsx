import { lazy, Suspense } from 'react'
import type { ToasterProps } from 'sonner'
import { loadSonner } from './toast'

/**
 * The toasts' timings and sizes. Several equal sonner's own defaults and are still written out, so a
 * library upgrade cannot change them silently.
 */
export const TOAST_DURATION_MS = 4000
export const TOAST_GAP_PX = 14
export const TOAST_VISIBLE = 3

// Loaded after the first paint rather than with it; see toast.ts.
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  )
}
