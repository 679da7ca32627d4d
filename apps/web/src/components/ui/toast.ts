import type { ExternalToast } from 'sonner'

// The app's toasts. The toast library loads on its own, right after the first paint (the toasters in
// toaster.tsx ask for it), so no page carries it in its first load. A toast raised before it has arrived
// is shown as soon as it has, in the order the toasts were raised; the toasters show toasts raised
// before they mounted.

type Kind = 'success' | 'info' | 'warning' | 'error'
type Sonner = typeof import('sonner')

let sonner: Sonner | undefined
let loading: Promise<Sonner> | undefined

/** The toast library, loaded once. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module
    return module
  })
  return loading
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (sonner) {
    sonner.toast[kind](message, options)
    return
  }
  loadSonner().then(
    (module) => module.toast[kind](message, options),
    // The library's code could not be fetched (the app was redeployed or the network is gone): the
    // toast is lost, like any other code that cannot load, and the page goes on.
    () => {},
  )
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /** Takes a toast away (by the id it was raised with) once what it says no longer holds. */
  dismiss: (id: string | number) => {
    if (sonner) sonner.toast.dismiss(id)
    else
      loadSonner().then(
        (module) => module.toast.dismiss(id),
        () => {},
      )
  },
}

export type { ExternalToast }
