import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { rememberPagePath } from '@/lib/return-path'
import { usePageTitle } from '@/lib/route-titles'

/** Overlay routes: closing them returns to the page that was open before. */
const overlayPrefixes = ['/settings']

export function RootLayout() {
  const { pathname, search } = useLocation()
  const title = usePageTitle()

  useEffect(() => {
    document.title = title === 'Lojista' ? title : `${title} · Lojista`
  }, [title])

  useEffect(() => {
    const isOverlay = overlayPrefixes.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    )
    if (!isOverlay && !pathname.startsWith('/auth/')) rememberPagePath(pathname + search)
  }, [pathname, search])

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
