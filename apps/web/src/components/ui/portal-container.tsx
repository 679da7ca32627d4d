import { createContext, type ReactNode, useContext } from 'react'

/**
 * Where popovers and menus mount their content. A modal dialog blocks scrolling and pointer events
 * outside itself, so a picker's list opened inside one must mount inside the dialog too: dialogs and
 * panels provide their content element here, and popovers read it.
 */
const PortalContainerContext = createContext<HTMLElement | null>(null)

export function PortalContainer({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  return <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
}

/** The element popovers mount in, or null for the document body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext)
}
