import { type ComponentProps, createContext, type KeyboardEvent, type MouseEvent, use } from 'react'
import { Link, type To, useHref, useNavigate } from 'react-router'
import { Table, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'

/** What a click on a row leaves to the element clicked: its own controls, and a cell of checkboxes. */
const OWN_CONTROLS =
  'a, button, input, label, select, textarea, [role="checkbox"], [role="button"], [role="combobox"], [data-row-controls]'

const RowTarget = createContext<To | null>(null)

interface ListTableProps extends ComponentProps<typeof Table> {
  /** Another page or search is on its way: the rows shown are dimmed and the table says it is busy. */
  busy?: boolean
}

/**
 * The table of a list page. Its rows' links (RowLink) are one Tab stop each; from one of them the arrow
 * keys move to the row above or below (Home and End to the first and last), and Enter opens it.
 */
export function ListTable({ busy = false, className, onKeyDown, ...props }: ListTableProps) {
  const moveBetweenRows = (event: KeyboardEvent<HTMLTableElement>) => {
    onKeyDown?.(event)
    const target = event.target as HTMLElement
    if (event.defaultPrevented || !target.matches('[data-row-link]')) return
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-link]')]
    const index = links.indexOf(target)
    const next = {
      ArrowDown: links[index + 1],
      ArrowUp: links[index - 1],
      Home: links[0],
      End: links.at(-1),
    }[event.key]
    if (!next) return
    event.preventDefault()
    next.focus()
  }
  return (
    <div className="rounded-xl border">
      <Table
        aria-busy={busy}
        className={cn(busy && 'opacity-60 transition-opacity', className)}
        onKeyDown={moveBetweenRows}
        {...props}
      />
    </div>
  )
}

interface ListRowProps extends ComponentProps<typeof TableRow> {
  /** The record the row stands for. */
  to: To
}

/**
 * A row that is a link to its record: a click anywhere on it opens the record (in a new tab with
 * Ctrl, ⌘ or the middle button), except on its own buttons, links and checkboxes, which do their own
 * thing, and except while text is being selected. Keyboard users reach it through its RowLink.
 */
export function ListRow({ to, className, onClick, onAuxClick, ...props }: ListRowProps) {
  const navigate = useNavigate()
  const href = useHref(to)
  const ownControl = (event: MouseEvent) => {
    const target = event.target as HTMLElement
    return Boolean(target.closest(OWN_CONTROLS) || target.closest('td')?.querySelector('[role="checkbox"]'))
  }
  return (
    <RowTarget value={to}>
      <TableRow
        className={cn('cursor-pointer', className)}
        onClick={(event) => {
          onClick?.(event)
          if (event.defaultPrevented || ownControl(event)) return
          if (window.getSelection()?.toString()) return
          if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(href, '_blank', 'noopener')
          else navigate(to)
        }}
        onAuxClick={(event) => {
          onAuxClick?.(event)
          if (event.button === 1 && !ownControl(event)) window.open(href, '_blank', 'noopener')
        }}
        {...props}
      />
    </RowTarget>
  )
}

/** The link to the row's record, usually its name: the row's place in the Tab order. */
export function RowLink({ className, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const to = use(RowTarget)
  if (to === null) throw new Error('RowLink belongs inside a ListRow')
  return (
    <Link
      to={to}
      data-row-link=""
      className={cn(
        'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  )
}
