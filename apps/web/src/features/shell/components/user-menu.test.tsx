import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const user = {
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Ana Souza',
  email: 'ana@example.com',
  avatar: null,
  emailVerified: true,
}

// Each test starts from a fresh module, so the menu's code is not already loaded by an earlier test.
beforeEach(() => {
  vi.resetModules()
})

function Where() {
  return <output aria-label="page">{useLocation().pathname}</output>
}

async function renderMenu() {
  const { SessionStub, stubSession } = await import('@/test/session-stub')
  const { UserMenu } = await import('./user-menu')
  render(
    <SessionStub value={stubSession({ status: 'authenticated', isAuthenticated: true, user })}>
      <MemoryRouter>
        <UserMenu />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionStub>,
  )
}

/**
 * Opens the menu as a keyboard user does, once its code is in. (After an earlier test left its menu
 * open, a click on a fresh trigger did not open it here, while the keyboard does.)
 */
async function openFromKeyboard() {
  await userEvent.tab()
  await screen.findByRole('button', { name: 'Account menu', expanded: false })
  await userEvent.keyboard('{Enter}')
}

describe('the user menu', () => {
  // The menu's code arrives after the button; a click made before then must not be lost.
  it('opens on the first click, even when its code is still loading', async () => {
    await renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible()
    expect(screen.getByText('ana@example.com')).toBeVisible()
  })

  // A menu opens as the button is pressed. When the code arrives between the press and the release, the
  // release lands on the real trigger, which opens on a press only: the press alone must be enough.
  it('opens when its code arrives between pressing the button and letting go', async () => {
    await renderMenu()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), {
      button: 0,
      pointerType: 'mouse',
    })
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible()
  })

  it('keeps the keyboard focus on its button when the code arrives', async () => {
    await renderMenu()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
    // The real trigger replaces the stand-in once loaded; it carries the menu's popup state.
    await screen.findByRole('button', { name: 'Account menu', expanded: false })
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible()
  })

  it('opens the person’s own page in the store from Account', async () => {
    await renderMenu()
    await openFromKeyboard()
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Account' }))
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent(
      `/settings/organization-account/${user.id}`,
    )
  })

  it('opens the person’s own email choices from Notifications', async () => {
    await renderMenu()
    await openFromKeyboard()
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Notifications' }))
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/settings/my-notifications')
  })
})
