import type { User } from '@lojista/contracts/auth/index'
import { BellIcon, LanguagesIcon, LogOutIcon, StoreIcon, UserRoundIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { UserAvatar } from '@/components/layout/user-avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useSession } from '@/lib/auth/session-context'
import { ownLanguageName } from '@/lib/format/display-names'
import { changeLanguage, isSupportedLanguage, supportedLanguages } from '@/lib/i18n/i18n'

/**
 * The user menu itself: who is signed in, for which store, the store switcher, and Log out. Loaded apart
 * from the shell (see user-menu.tsx); `opened` opens it at once for a click made while it was loading,
 * and `focused` gives the trigger back the keyboard focus its stand-in had.
 */
export function UserMenuDropdown({
  user,
  opened,
  focused,
}: {
  user: User
  opened: boolean
  focused: boolean
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { tenants, currentTenant, switchTenant, signOut } = useSession()
  const trigger = useRef<HTMLButtonElement>(null)
  const focusOnMount = useRef(focused && !opened)
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus()
  }, [])

  const onLogOut = async () => {
    await signOut()
    navigate('/auth/sign-in', { replace: true })
  }

  return (
    <DropdownMenu defaultOpen={opened}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t('shell.userMenu')}
        >
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-2 font-normal">
          <UserAvatar user={user} />
          <div className="grid min-w-0 text-sm leading-tight">
            <span className="truncate font-medium">{user.name}</span>
            <span className="truncate text-muted-foreground text-xs">{user.email}</span>
          </div>
        </DropdownMenuLabel>
        {currentTenant && (
          <DropdownMenuLabel className="flex items-center gap-2 font-normal text-muted-foreground text-xs">
            <StoreIcon className="size-3.5" aria-hidden />
            <span className="truncate" data-testid="user-menu-store-name">
              {currentTenant.name}
            </span>
            {currentTenant.plan && <Badge variant="secondary">{currentTenant.plan}</Badge>}
          </DropdownMenuLabel>
        )}
        <DropdownMenuSeparator />
        {tenants.length > 1 && (
          <>
            <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
              {t('shell.switchStore')}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup value={currentTenant?.id} onValueChange={switchTenant}>
              {tenants.map((tenant) => (
                <DropdownMenuRadioItem key={tenant.id} value={tenant.id}>
                  <span className="truncate">{tenant.name}</span>
                  {tenant.plan && (
                    <Badge variant="secondary" className="ml-auto">
                      {tenant.plan}
                    </Badge>
                  )}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => navigate(`/settings/organization-account/${user.id}`)}>
            <UserRoundIcon aria-hidden />
            {t('shell.account')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/settings/my-notifications')}>
            <BellIcon aria-hidden />
            {t('shell.notifications')}
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <LanguagesIcon aria-hidden />
              {t('common.language')}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={i18n.language}
                onValueChange={(code) => {
                  if (isSupportedLanguage(code)) void changeLanguage(code)
                }}
              >
                {supportedLanguages.map((language) => (
                  <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
                    {ownLanguageName(language.code)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOutIcon aria-hidden />
          {t('shell.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
