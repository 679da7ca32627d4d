import { LockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { useCan, usePermissions } from '@/lib/auth/permissions'
import { cn } from '@/lib/utils'
import { activeSettingsEntry, type SettingsMenuEntry, settingsMenu } from '../settings-menu'

const entryClass =
  'flex h-8 w-full items-center gap-2 rounded-md px-2 text-left text-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring'

function MenuEntry({
  entry,
  activeId,
  nested,
}: {
  entry: SettingsMenuEntry
  activeId?: string
  nested?: boolean
}) {
  const { t } = useTranslation()
  const allowed = useCan(entry.permission)
  const title = t(entry.titleKey)
  const active = entry.id === activeId
  return (
    <li>
      {!allowed && !entry.disabled ? (
        <span
          aria-disabled="true"
          title={t('access.notAllowedHint')}
          className={cn(entryClass, 'cursor-not-allowed text-muted-foreground', nested && 'pl-6')}
        >
          {title}
          <LockIcon className="ml-auto size-3.5" aria-label={t('access.notAllowedHint')} />
        </span>
      ) : entry.href && !entry.disabled ? (
        <Link
          to={entry.href}
          aria-current={active ? 'page' : undefined}
          className={cn(entryClass, 'hover:bg-accent', active && 'bg-accent font-medium', nested && 'pl-6')}
        >
          {title}
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(entryClass, 'cursor-not-allowed text-muted-foreground')}>
          {title}
          <span className="ml-auto text-[10px] uppercase tracking-wide">{t('common.soon')}</span>
        </span>
      )}
      {entry.children && (
        <ul className="mt-1 grid gap-1">
          {entry.children.map((child) => (
            <MenuEntry key={child.id} entry={child} activeId={activeId} nested />
          ))}
        </ul>
      )}
    </li>
  )
}

/** A list on wide screens; a native picker on small ones, where a long list would push the page away. */
export function SettingsMenu() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const permissions = usePermissions()
  const active = activeSettingsEntry(pathname)
  const options = settingsMenu.flatMap((entry) => [
    { entry, nested: false },
    ...(entry.children ?? []).map((child) => ({ entry: child, nested: true })),
  ])

  return (
    <>
      <nav aria-label={t('settings.menuLabel')} className="hidden md:block">
        <ul className="grid gap-1">
          {settingsMenu.map((entry) => (
            <MenuEntry key={entry.id} entry={entry} activeId={active?.id} />
          ))}
        </ul>
      </nav>
      <div className="md:hidden">
        <label htmlFor="settings-section" className="sr-only">
          {t('settings.sectionPicker')}
        </label>
        <select
          id="settings-section"
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={active?.href ?? ''}
          onChange={(event) => navigate(event.target.value)}
        >
          {options.map(({ entry, nested }) => (
            <option
              key={entry.id}
              value={entry.href ?? ''}
              disabled={
                !entry.href ||
                entry.disabled ||
                (entry.permission !== undefined && !permissions.has(entry.permission))
              }
            >
              {nested ? `— ${t(entry.titleKey)}` : t(entry.titleKey)}
              {entry.disabled ? ` (${t('common.soon')})` : ''}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
