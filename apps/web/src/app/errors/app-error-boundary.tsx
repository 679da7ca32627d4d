import { Component, type ErrorInfo, type ReactNode } from 'react'
import { i18n } from '@/lib/i18n/i18n'

interface State {
  error: Error | null
}

/**
 * A rendering error that nothing else caught shows "Something went wrong" followed by the
 * error text. It sits outside the router and providers, so it uses nothing that could have failed with them.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught rendering error', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const title = i18n.isInitialized ? i18n.t('errors.fallbackTitle') : 'Something went wrong'
    const reload = i18n.isInitialized ? i18n.t('common.reload') : 'Reload page'
    return (
      <main
        role="alert"
        className="flex min-h-full flex-col items-center justify-center gap-3 p-6 text-center"
      >
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        <p className="max-w-lg font-mono text-muted-foreground text-sm">{error.message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-2 rounded-md border px-4 py-2 font-medium text-sm hover:bg-accent"
        >
          {reload}
        </button>
      </main>
    )
  }
}
