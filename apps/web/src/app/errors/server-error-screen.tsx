import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorScreen } from './error-screen'

/** The generic server-error screen. */
export function ServerErrorScreen() {
  const { t } = useTranslation()
  return (
    <ErrorScreen
      code="500"
      title={t('errors.serverErrorBody')}
      actions={
        <Button asChild>
          <Link to="/">{t('common.goHome')}</Link>
        </Button>
      }
    />
  )
}
