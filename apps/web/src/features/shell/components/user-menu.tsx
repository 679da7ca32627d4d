import { type ComponentType, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/layout/user-avatar'
import { Button } from '@/components/ui/button'
import { whenIdle } from '@/components/ui/deferred-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/auth/session-context'

type Dropdown = ComponentType<Parameters<typeof import('./user-menu-dropdown').UserMenuDropdown>[0]>
let loaded: Dropdown | undefined
const loadDropdown = () =>
  import('./user-menu-dropdown').then((module) => {
    loaded = module.UserMenuDropdown
    return loaded
  })

/**
 * The avatar button of the header and the menu behind it. The menu's code (a menu library of some 9 KiB)
 * is not part of the first load of every page: the button shows at once, and the menu loads when the
 * browser is idle, when the pointer or focus reaches the button, or on a press, which then opens it.
 */
export function UserMenu() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [wanted, setWanted] = useState(false)
  const [opened, setOpened] = useState(false)
  const [focused, setFocused] = useState(false)
  // Not React.lazy: a Suspense fallback would be a new button, and a click already under way on the
  // stand-in would land on a node that left the page. The stand-in stays until the code is here.
  const [UserMenuDropdown, setDropdown] = useState(() => loaded)
  useEffect(() => whenIdle(() => setWanted(true)), [])
  useEffect(() => {
    if (!wanted || UserMenuDropdown) return
    let current = true
    void loadDropdown().then((dropdown) => {
      if (current) setDropdown(() => dropdown)
    })
    return () => {
      current = false
    }
  }, [wanted, UserMenuDropdown])

  if (!user) return <Skeleton className="size-8 rounded-full" aria-label={t('common.loading')} />

  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={t('shell.userMenu')}
      aria-haspopup="menu"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => {
        setFocused(true)
        setWanted(true)
      }}
      onBlur={() => setFocused(false)}
      // Opened on the press, as the real trigger does: if the code arrives before the release, the
      // release lands on the real trigger, which opens on a press only, and the click would be lost.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return
        setOpened(true)
        setWanted(true)
      }}
      // Enter and Space, and a press the pointer handler did not see.
      onClick={() => {
        setOpened(true)
        setWanted(true)
      }}
    >
      <UserAvatar user={user} />
    </Button>
  )
  if (!UserMenuDropdown) return standIn
  return <UserMenuDropdown user={user} opened={opened} focused={focused} />
}
