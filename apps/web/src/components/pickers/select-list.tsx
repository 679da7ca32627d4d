import { CheckIcon } from 'lucide-react'
import type { UIEvent } from 'react'
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import { cn } from '@/lib/utils'
import { ListStatus, type ListStatusProps } from './list-status'
import type { SelectRow } from './picker-types'
import { useHighlight } from './use-highlight'

/** How close to the end of the list (in pixels) scrolling starts fetching the next page. */
const LOAD_MORE_THRESHOLD_PX = 24

export interface SelectListProps {
  optionRows: readonly SelectRow[]
  actionRows: readonly SelectRow[]
  text: string
  onTextChange: (text: string) => void
  /** The search box's name and placeholder. */
  searchLabel: string
  listLabel?: string
  /** What the list says under the results: loading, no results, a failure. */
  status: ListStatusProps
  listClassName?: string
  /** The person reached the last option, by scrolling or with the arrow keys. */
  onReachEnd: () => void
}

/**
 * The open select, on cmdk: a search box whose keys move through the rows (Up, Down, Home, End; the ends
 * wrap), Enter chooses the highlighted row, and the options scroll while the action rows stay in view below
 * them. Loaded when a select is first about to open, so pages that merely show a select do not carry cmdk.
 */
export function SelectList({
  optionRows,
  actionRows,
  text,
  onTextChange,
  searchLabel,
  listLabel,
  status,
  listClassName,
  onReachEnd,
}: SelectListProps) {
  const rowValues = [...optionRows, ...actionRows].map((row) => row.value)
  const [highlighted, setHighlighted] = useHighlight(rowValues, text)
  const lastOption = optionRows.at(-1)?.value

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_THRESHOLD_PX) onReachEnd()
  }

  return (
    // The filtering is done before the rows arrive here; cmdk only moves the highlight and chooses.
    <Command
      shouldFilter={false}
      loop
      label={searchLabel}
      value={highlighted}
      onValueChange={(next) => {
        setHighlighted(next)
        if (next === lastOption) onReachEnd()
      }}
      className="bg-transparent"
    >
      <CommandInput autoFocus placeholder={searchLabel} value={text} onValueChange={onTextChange} />
      <CommandList label={listLabel} className="max-h-none overflow-visible">
        <div
          data-slot="picker-scroller"
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable), besides Up and Down in the search box.
          tabIndex={0}
          className={cn(
            'max-h-60 overflow-y-auto p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            listClassName,
          )}
        >
          {optionRows.map((row) => (
            <Row key={row.value} row={row} />
          ))}
          <ListStatus {...status} />
        </div>
        {actionRows.length > 0 && (
          <div data-slot="picker-actions" className="border-t p-1">
            {actionRows.map((row) => (
              <Row key={row.value} row={row} className="font-medium" />
            ))}
          </div>
        )}
      </CommandList>
    </Command>
  )
}

function Row({ row, className }: { row: SelectRow; className?: string }) {
  return (
    <CommandItem
      value={row.value}
      onSelect={row.onSelect}
      data-checked={row.checked || undefined}
      // A click keeps the focus in the search box until the list closes.
      onMouseDown={(event) => event.preventDefault()}
      className={cn('cursor-pointer', className)}
    >
      {row.icon}
      <span className="min-w-0 flex-1 truncate">{row.content}</span>
      {row.checked && <CheckIcon aria-hidden />}
    </CommandItem>
  )
}
