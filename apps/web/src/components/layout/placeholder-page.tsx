import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmptyState, PageFrame } from './page-frame'

interface PlaceholderPageProps {
  icon: LucideIcon
  /** What the user will find here once the area is built. */
  empty: string
  body: ReactNode
  /** The page's primary action, only when it leads somewhere real. */
  action?: { label: string; to: string }
}

/** A page whose area is not built yet: the page frame, its real primary action, and an honest empty state. */
export function PlaceholderPage({ icon, empty, body, action }: PlaceholderPageProps) {
  return (
    <PageFrame
      actions={
        action && (
          <Button asChild>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        )
      }
    >
      <EmptyState icon={icon} title={empty}>
        {body}
      </EmptyState>
    </PageFrame>
  )
}
