import { XIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigate } from 'react-router'
import { UserAvatar } from '@/components/layout/user-avatar'
import { Button } from '@/components/ui/button'
import { DragHandle, useDragToClose } from '@/components/ui/drag-to-close'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { useSession } from '@/lib/auth/session-context'
import { lastPage } from '@/lib/return-path'
import { cn } from '@/lib/utils'
import { SettingsMenu } from './settings-menu'

/** The drawer closes, then after 300 ms the user is back where they came from. */
export const SETTINGS_CLOSE_DELAY_MS = 300

export function SettingsDrawer() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user, currentTenant } = useSession()
  const [open, setOpen] = useState(true)
  const closeTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => navigate(lastPage('/')), SETTINGS_CLOSE_DELAY_MS)
  }
  const drag = useDragToClose(() => onOpenChange(false))

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        style={drag.sheetProps.style}
        className={cn('h-[98vh] max-h-[98vh] gap-0', drag.sheetProps.className)}
        data-testid="settings-drawer"
      >
        <DragHandle {...drag.handle} />
        <div className="flex items-center justify-between gap-3 border-b px-4 py-3 md:px-6">
          <div className="grid min-w-0 gap-0.5">
            <SheetTitle className="text-lg">{t('settings.title')}</SheetTitle>
            <SheetDescription className="truncate">
              {t('settings.description', { store: currentTenant?.name ?? '' })}
            </SheetDescription>
          </div>
          <div className="flex items-center gap-3">
            {user && (
              <div className="hidden items-center gap-2 sm:flex">
                <UserAvatar user={user} />
                <div className="grid text-sm leading-tight">
                  <span className="sr-only">{t('settings.signedInAs')}</span>
                  <span className="font-medium">{user.name}</span>
                  <span className="text-muted-foreground text-xs">{user.email}</span>
                </div>
              </div>
            )}
            <SheetClose asChild>
              <Button variant="ghost" size="icon" aria-label={t('settings.close')}>
                <XIcon aria-hidden />
              </Button>
            </SheetClose>
          </div>
        </div>
        <div className="grid min-h-0 flex-1 grid-rows-[auto_1fr] md:grid-cols-[16rem_1fr] md:grid-rows-1">
          <div className="border-b p-3 md:overflow-y-auto md:border-r md:border-b-0">
            <SettingsMenu />
          </div>
          <div className="min-h-0 overflow-y-auto">
            <Outlet />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  )
}
