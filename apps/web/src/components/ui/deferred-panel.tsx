import { type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A panel (dialog or drawer) whose code is loaded lazily: nothing is rendered until it first opens, and
 * it stays mounted after that so it closes with its own animation. While its code is on the way, a dimmed
 * layer with the progress bar shows that the click was taken.
 */
export function DeferredPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return <Suspense fallback={open ? <PanelLoading /> : null}>{children}</Suspense>
}

/** The pending state of a panel whose code is loading (it takes no focus, so focus returns as usual). */
export function PanelLoading() {
  const { t } = useTranslation()
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <div
        role="progressbar"
        aria-label={t('common.loadingPage')}
        aria-busy="true"
        className="relative h-1.5 w-48 max-w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="absolute inset-y-0 left-0 w-2/5 animate-page-loader rounded-full bg-primary" />
      </div>
    </div>
  )
}

/** Starts loading code the page will likely need soon, once the browser has nothing more urgent to do. */
export function whenIdle(load: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => void load(), { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(() => void load(), 200)
  return () => window.clearTimeout(handle)
}
