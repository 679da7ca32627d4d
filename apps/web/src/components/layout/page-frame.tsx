import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePageTitle } from '@/lib/route-titles'
import { cn } from '@/lib/utils'

interface PageFrameProps {
  /** Defaults to the current route's title, so headings and breadcrumbs never disagree. */
  title?: string
  description?: ReactNode
  /** The page's primary action, at the top right. */
  actions?: ReactNode
  children?: ReactNode
  className?: string
}

/** The frame every page of the admin shares: a heading row with its actions, then the content. */
export function PageFrame({ title, description, actions, children, className }: PageFrameProps) {
  const routeTitle = usePageTitle()
  return (
    <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">{title ?? routeTitle}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  )
}

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  /** What to do about it; a no-match state may need no more than its title. */
  children?: ReactNode
  action?: ReactNode
  className?: string
}

/** Says plainly what will live in a place that has nothing yet. */
export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="font-semibold text-lg">{title}</h2>
      {children && <p className="max-w-md text-muted-foreground text-sm">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </section>
  )
}
