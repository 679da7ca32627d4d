import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorScreen } from './error-screen'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <ErrorScreen
      code="404"
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      actions={
        <Button asChild>
          <Link to="/">{t('common.goHome')}</Link>
        </Button>
      }
    />
  )
}
