import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { isSidebarShortcut, SIDEBAR_COOKIE_NAME, SidebarProvider, useSidebar } from './sidebar'

function State() {
  const { state } = useSidebar()
  return <p>sidebar {state}</p>
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie the component under test writes.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`
})

describe('isSidebarShortcut', () => {
  it('accepts Ctrl+B and Cmd+B in either case', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: false })).toBe(true)
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true, altKey: false })).toBe(true)
  })

  it('ignores b alone, other letters and Alt combinations', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false, altKey: false })).toBe(false)
    expect(isSidebarShortcut({ key: 'n', ctrlKey: true, metaKey: false, altKey: false })).toBe(false)
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: true })).toBe(false)
  })
})

describe('SidebarProvider', () => {
  it('starts expanded and toggles with Ctrl+B, remembering the state in a cookie', async () => {
    render(
      <SidebarProvider>
        <State />
      </SidebarProvider>,
    )
    expect(screen.getByText('sidebar expanded')).toBeInTheDocument()
    await userEvent.keyboard('{Control>}b{/Control}')
    expect(screen.getByText('sidebar collapsed')).toBeInTheDocument()
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`)
  })

  it('restores a collapsed state from the cookie', () => {
    act(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie a previous visit left.
      document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`
    })
    render(
      <SidebarProvider>
        <State />
      </SidebarProvider>,
    )
    expect(screen.getByText('sidebar collapsed')).toBeInTheDocument()
  })
})
