import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { Brand } from '@/components/layout/brand'
import { LanguageSelect } from '@/components/layout/language-select'
import { Button } from '@/components/ui/button'

/** The legal pages have a simple header with a Login link. */
export function LegalLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex items-center justify-between gap-3 border-b p-4 md:px-6">
        <Brand />
        <div className="flex items-center gap-3">
          <LanguageSelect />
          <Button variant="outline" size="sm" asChild>
            <Link to="/auth/sign-in">{t('legal.login')}</Link>
          </Button>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  )
}
