import { XIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useListT } from './i18n/list-i18n'

interface ListToolbarProps {
  /** The list's state: whether it is filtered, and how to clear its filters. */
  list: { filtered: boolean; clearFilters: () => void }
  /** The search box, filters and sort. */
  children: ReactNode
  /** The search landmark's name, such as "Find orders". */
  label?: string
  className?: string
}

/** The row of a list's search, filters and sort, with "Clear filters" while any filter is set. */
export function ListToolbar({ list, children, label, className }: ListToolbarProps) {
  const t = useListT()
  return (
    <search aria-label={label} className={cn('flex flex-wrap items-end gap-2', className)}>
      {children}
      {list.filtered && (
        <Button variant="ghost" onClick={list.clearFilters}>
          <XIcon aria-hidden />
          {t('filters.clear')}
        </Button>
      )}
    </search>
  )
}
