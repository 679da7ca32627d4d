import type { AccountSession } from '@lojista/contracts/auth/account-sessions'
import { MonitorSmartphoneIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/format'
import { type StaffT, useStaffT } from '../i18n/staff-i18n'

/** One browser or device signed in: what it is, when and from where it signed in, and `action` beside it. */
export function SessionItem({ session, action }: { session: AccountSession; action?: ReactNode }) {
  const t = useStaffT()
  const device = sessionDevice(t, session)
  return (
    <li className="flex items-center gap-3 rounded-md border p-3 text-sm">
      <MonitorSmartphoneIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium" title={device}>
          {device}
        </span>
        <span className="text-muted-foreground text-xs">
          {t('security.signedIn', { when: formatDateTime(session.createdAt) })}
          {session.ip && ` · ${session.ip}`}
        </span>
      </div>
      {action}
    </li>
  )
}

/** The browser as it named itself, or a word for one that did not. */
export function sessionDevice(t: StaffT, session: AccountSession): string {
  return session.userAgent || t('security.unknownDevice')
}
