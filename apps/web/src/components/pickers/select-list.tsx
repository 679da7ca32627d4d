import { CheckIcon } from 'lucide-react'
import { type KeyboardEvent, type UIEvent, useRef } from 'react'
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import { cn } from '@/lib/utils'
import { ListStatus, type ListStatusProps } from './list-status'
import type { SelectRow } from './picker-types'
import { useHighlight } from './use-highlight'

/** How close to the end of the list (in pixels) scrolling starts fetching the next page. */
const LOAD_MORE_THRESHOLD_PX = 24
/** The keys with which cmdk moves the highlight from the search box. */
const MOVING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End'])

export interface SelectListProps {
  optionRows: readonly SelectRow[]
  actionRows: readonly SelectRow[]
  text: string
  onTextChange: (text: string) => void
  /** The search box's name, and its placeholder unless one is given. */
  searchLabel: string
  searchPlaceholder?: string
  listLabel?: string
  /** What the list says under the results: loading, no results, a failure. */
  status: ListStatusProps
  listClassName?: string
  /** The person reached the last option, by scrolling or with the arrow keys. */
  onReachEnd: () => void
  /**
   * Several rows can be ticked: each shows a tick box, choosing one ticks or unticks it and the list
   * stays as it is. Space ticks the highlighted row too, once the arrow keys have moved into the list or
   * while the search box is empty; otherwise it types a space in the search words.
   */
  multiple?: boolean
}

/**
 * The open select, on cmdk: a search box whose keys move through the rows (Up, Down, Home, End; the ends
 * wrap), Enter chooses the highlighted row, and the options scroll while the action rows stay in view below
 * them. Loaded when a select is first about to open, so pages that merely show a select do not carry cmdk;
 * the product picker shows it in place, to tick several products or variants.
 */
export function SelectList({
  optionRows,
  actionRows,
  text,
  onTextChange,
  searchLabel,
  searchPlaceholder,
  listLabel,
  status,
  listClassName,
  onReachEnd,
  multiple = false,
}: SelectListProps) {
  // Rows shown but not offered are never highlighted: cmdk's keys pass over them too.
  const offered = [...optionRows, ...actionRows].filter((row) => !row.disabled)
  const [highlighted, setHighlighted] = useHighlight(
    offered.map((row) => row.value),
    text,
  )
  const lastOption = optionRows.findLast((row) => !row.disabled)?.value
  // Whether the arrow keys moved the highlight since the search words last changed.
  const moved = useRef(false)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!multiple || event.nativeEvent.isComposing) return
    if (MOVING_KEYS.has(event.key)) moved.current = true
    else if (event.key === ' ' && (moved.current || text === '')) {
      const row = offered.find((candidate) => candidate.value === highlighted)
      if (!row) return
      event.preventDefault()
      row.onSelect()
    }
  }

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
      onKeyDown={onKeyDown}
    >
      <CommandInput
        autoFocus
        placeholder={searchPlaceholder ?? searchLabel}
        value={text}
        onValueChange={(next) => {
          moved.current = false
          onTextChange(next)
        }}
      />
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
          {groupRows(optionRows).map((part) =>
            part.group ? (
              <CommandGroup key={`group:${part.group.key}`} heading={part.group.heading} className="p-0">
                {part.rows.map((row) => (
                  // Indented to start under the heading's text, past its picture.
                  <Row key={row.value} row={row} multiple={multiple} className="pl-12" />
                ))}
              </CommandGroup>
            ) : (
              part.rows.map((row) => <Row key={row.value} row={row} multiple={multiple} />)
            ),
          )}
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

/** Consecutive rows of one group together; rows without a group each stand alone. */
function groupRows(rows: readonly SelectRow[]) {
  const parts: { group?: SelectRow['group']; rows: SelectRow[] }[] = []
  for (const row of rows) {
    const last = parts.at(-1)
    if (row.group && last?.group?.key === row.group.key) last.rows.push(row)
    else parts.push({ group: row.group, rows: [row] })
  }
  return parts
}

function Row({
  row,
  className,
  multiple = false,
}: {
  row: SelectRow
  className?: string
  multiple?: boolean
}) {
  return (
    <CommandItem
      value={row.value}
      onSelect={row.onSelect}
      disabled={row.disabled}
      data-checked={row.checked || undefined}
      // cmdk's aria-selected is the highlight, so a list of several choices says which rows are ticked.
      aria-checked={multiple ? Boolean(row.checked) : undefined}
      // A click keeps the focus in the search box (until the list closes, in a select).
      onMouseDown={(event) => event.preventDefault()}
      className={cn('cursor-pointer', className)}
    >
      {multiple ? <TickBox checked={Boolean(row.checked)} /> : row.icon}
      <span className="min-w-0 flex-1 truncate">{row.content}</span>
      {!multiple && row.checked && <CheckIcon aria-hidden />}
    </CommandItem>
  )
}

/** A checkbox's look, for rows that are ticked rather than chosen. */
function TickBox({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden
      data-slot="picker-tick"
      className={cn(
        'flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input shadow-xs',
        checked && 'border-primary bg-primary text-primary-foreground',
      )}
    >
      {checked && <CheckIcon className="size-3.5" />}
    </span>
  )
}
