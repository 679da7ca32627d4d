import type { Permission } from '@lojista/contracts/staff/permissions'
import { LockIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { permissionLabel, useCan } from '@/lib/auth/permissions'
import { useSession } from '@/lib/auth/session-context'

/** Shown in place of a page the person's role does not allow, reached by its address. */
export function NoAccessPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation()
  const store = useSession().currentTenant?.name ?? ''
  return (
    <main className="flex min-h-full flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <LockIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="font-semibold text-2xl tracking-tight">{t('access.deniedTitle')}</h1>
      <p className="max-w-md text-muted-foreground">
        {t('access.deniedBody', { store, permission: permissionLabel(permission) })}
      </p>
      <Button asChild>
        <Link to="/">{t('common.goHome')}</Link>
      </Button>
    </main>
  )
}

/** The page, or the access page when the person's role does not allow `permission`. */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : <NoAccessPage permission={permission} />
}
