import { ArrowRightIcon, InboxIcon, SettingsIcon, TagIcon, UsersIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/lib/auth/session-context'

/** The overview: where a new team member starts, with the tasks that exist today. */
export function HomePage() {
  const { t } = useTranslation()
  const { user, currentTenant } = useSession()
  const shortcuts = [
    {
      to: '/orders/drafts/new',
      icon: InboxIcon,
      title: t('dashboard.createOrder'),
      body: t('dashboard.createOrderBody'),
    },
    {
      to: '/products/new',
      icon: TagIcon,
      title: t('dashboard.addProduct'),
      body: t('dashboard.addProductBody'),
    },
    {
      to: '/customers/new',
      icon: UsersIcon,
      title: t('dashboard.addCustomer'),
      body: t('dashboard.addCustomerBody'),
    },
    {
      to: '/settings/general',
      icon: SettingsIcon,
      title: t('dashboard.openSettings'),
      body: t('dashboard.openSettingsBody'),
    },
  ]
  return (
    <PageFrame description={t('dashboard.intro', { store: currentTenant?.name ?? '' })}>
      <h2 className="font-medium text-lg">{t('dashboard.welcome', { name: user?.name ?? '' })}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {shortcuts.map(({ to, icon: Icon, title, body }) => (
          <li key={to}>
            <Link
              to={to}
              className="group block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Card className="h-full transition-colors group-hover:bg-accent/50">
                <CardHeader className="flex-row items-start gap-3">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
                    <Icon className="size-4" aria-hidden />
                  </div>
                  <div className="grid flex-1 gap-1">
                    <CardTitle className="text-base">{title}</CardTitle>
                    <CardDescription>{body}</CardDescription>
                  </div>
                  <ArrowRightIcon
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
