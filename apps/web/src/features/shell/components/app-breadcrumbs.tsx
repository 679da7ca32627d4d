import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb'
import { useCrumbs } from '@/lib/route-titles'

/** One crumb per titled route; the last one is the current page and not a link. */
export function AppBreadcrumbs() {
  const { t } = useTranslation()
  const crumbs = useCrumbs()
  if (crumbs.length === 0) return null
  return (
    <Breadcrumb aria-label={t('shell.breadcrumb')} className="min-w-0">
      <BreadcrumbList>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1
          return (
            <Fragment key={crumb.path}>
              {/* Small screens keep only the current page. */}
              <BreadcrumbItem className={isLast ? undefined : 'hidden md:inline-flex'}>
                {isLast ? (
                  <BreadcrumbPage>{t(crumb.titleKey)}</BreadcrumbPage>
                ) : (
                  <Link to={crumb.path} className="transition-colors hover:text-foreground">
                    {t(crumb.titleKey)}
                  </Link>
                )}
              </BreadcrumbItem>
              {!isLast && <BreadcrumbSeparator className="hidden md:block" />}
            </Fragment>
          )
        })}
      </BreadcrumbList>
    </Breadcrumb>
  )
}
