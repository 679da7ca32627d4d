import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api/api-error'
import { ErrorScreen } from './error-screen'
import { NotFoundPage } from './not-found-page'
import { ServerErrorScreen } from './server-error-screen'

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError) return error.status
  return null
}

/** What a route shows when loading or rendering it failed. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const status = statusOf(error)
  if (status === 404) return <NotFoundPage />
  if (status !== null && status >= 500) return <ServerErrorScreen />

  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null
  return (
    <ErrorScreen
      code={status ? String(status) : undefined}
      title={t('errors.routeErrorTitle')}
      body={
        <>
          {t('errors.routeErrorBody')}
          {detail && <span className="mt-2 block font-mono text-xs">{detail}</span>}
        </>
      }
      actions={
        <>
          {/* A full reload also fetches code that a new release has replaced. */}
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </Button>
          <Button asChild>
            <Link to="/">{t('common.goHome')}</Link>
          </Button>
        </>
      }
    />
  )
}
