import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { Brand } from '@/components/layout/brand'
import { LanguageSelect } from '@/components/layout/language-select'

export function AuthLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex items-center justify-between p-4 md:px-6">
        <Brand />
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-center justify-center p-4">
        <Outlet />
      </main>
      <footer className="p-4 text-center text-muted-foreground text-xs">
        {t('auth.legalNotice')}{' '}
        <Link to="/legal/terms-of-service" className="underline underline-offset-4 hover:text-foreground">
          {t('routes.termsOfService')}
        </Link>{' '}
        {t('auth.and')}{' '}
        <Link to="/legal/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
          {t('routes.privacyPolicy')}
        </Link>
        .
      </footer>
    </div>
  )
}
