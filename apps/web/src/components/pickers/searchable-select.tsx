import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { CheckIcon, ChevronsUpDownIcon, PlusIcon, SearchIcon, XIcon } from 'lucide-react'
import {
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** Spec section 9: skeleton rows of the select while it loads and while it fetches the next page. */
export const SELECT_SKELETON_ROWS = { loading: 5, paging: 3 } as const
/** Spec section 4: typed letters on the closed select add up until a second passes without one. */
export const TYPEAHEAD_RESET_MS = 1000
/** How close to the end of the list (in pixels) scrolling starts fetching the next page. */
const LOAD_MORE_THRESHOLD_PX = 24

/** A row above the options that does something with the search text, such as 'Create a new customer'. */
export interface PickerAction {
  key: string
  label: ReactNode
  icon?: ReactNode
  onSelect: (text: string) => void
}

export interface SearchableSelectProps<T> {
  options: readonly T[]
  value: T | null
  onChange: (value: T | null) => void
  getKey: (option: T) => string
  getLabel: (option: T) => string
  renderOption?: (option: T) => ReactNode
  /** The trigger's text while nothing is chosen. */
  placeholder?: string
  /** Defaults to the spec's 'Search...'. */
  searchPlaceholder?: string
  /** Defaults to the spec's 'No results found.'. */
  emptyMessage?: ReactNode
  /** Controlled search text: the caller filters the options (on the server). Without it they are filtered here. */
  search?: string
  onSearchChange?: (text: string) => void
  loading?: boolean
  loadingMore?: boolean
  hasMore?: boolean
  onLoadMore?: () => void
  skeletonRows?: { loading: number; paging: number }
  /** Shows the spec's 'Add value' row ('Add "{text}"' once text is typed) and calls this with the text. */
  onAdd?: (text: string) => void
  actions?: readonly PickerAction[]
  /** Shows the clear button while something is chosen (on by default). */
  clearable?: boolean
  open?: boolean
  onOpenChange?: (open: boolean) => void
  disabled?: boolean
  id?: string
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** Spec section 9: the list is at most 15rem tall; the async picker makes it 16rem. */
  listClassName?: string
  className?: string
  /** Where the list is mounted, when the select sits inside a dialog or drawer. */
  container?: HTMLElement | null
  /** A message shown under the options, such as a failed fetch. */
  notice?: ReactNode
}

type Row<T> = { kind: 'action'; action: PickerAction } | { kind: 'option'; option: T }

/**
 * The spec's searchable select (section 2.5): a combobox button that opens a search box over a list.
 * Up and Down move, Enter chooses, Escape closes; scrolling to the end asks for more; typing on the closed
 * button picks the first option starting with the letters typed within a second.
 */
export function SearchableSelect<T>({
  options,
  value,
  onChange,
  getKey,
  getLabel,
  renderOption,
  placeholder,
  searchPlaceholder,
  emptyMessage,
  search,
  onSearchChange,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  skeletonRows = SELECT_SKELETON_ROWS,
  onAdd,
  actions = [],
  clearable = true,
  open: openProp,
  onOpenChange,
  disabled = false,
  id,
  listClassName,
  className,
  container,
  notice,
  ...aria
}: SearchableSelectProps<T>) {
  const { t } = useTranslation()
  const listId = useId()
  const optionIdPrefix = useId()
  const [openState, setOpenState] = useState(false)
  const open = openProp ?? openState
  const [ownSearch, setOwnSearch] = useState('')
  const text = search ?? ownSearch
  const [active, setActive] = useState(0)
  const scroller = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const typed = useRef({ letters: '', timer: 0 as ReturnType<typeof setTimeout> | 0 })

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next)
    onOpenChange?.(next)
    if (!next) setText('')
  }
  const setText = (next: string) => {
    if (search === undefined) setOwnSearch(next)
    onSearchChange?.(next)
  }

  const shown = useMemo(() => {
    if (search !== undefined || !text.trim()) return options
    const wanted = normalizeSearchText(text)
    return options.filter((option) => normalizeSearchText(getLabel(option)).includes(wanted))
  }, [options, search, text, getLabel])

  const rows = useMemo<Row<T>[]>(() => {
    const actionRows: Row<T>[] = actions.map((action) => ({ kind: 'action', action }))
    if (onAdd) {
      const trimmed = text.trim()
      actionRows.push({
        kind: 'action',
        action: {
          key: 'add',
          label: trimmed ? t('ui.picker.addText', { text: trimmed }) : t('ui.picker.addValue'),
          icon: <PlusIcon aria-hidden />,
          onSelect: onAdd,
        },
      })
    }
    return [...actionRows, ...shown.map((option): Row<T> => ({ kind: 'option', option }))]
  }, [actions, onAdd, text, shown, t])
  const firstOption = rows.findIndex((row) => row.kind === 'option')

  // The highlight starts on the first option (so Enter picks the best match), or on the first action.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the search or the list's start changes.
  useEffect(() => {
    setActive(firstOption === -1 ? 0 : firstOption)
  }, [text, firstOption, open])

  useEffect(() => {
    if (!open) return
    document.getElementById(`${optionIdPrefix}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, open, optionIdPrefix])

  useEffect(() => () => clearTimeout(typed.current.timer || undefined), [])

  const choose = (row: Row<T> | undefined) => {
    if (!row) return
    if (row.kind === 'action') row.action.onSelect(text.trim())
    else onChange(row.option)
    setOpen(false)
  }

  const askForMore = () => {
    if (hasMore && !loading && !loadingMore) onLoadMore?.()
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      const next = Math.min(active + 1, rows.length - 1)
      setActive(next)
      if (next >= rows.length - 1) askForMore()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(Math.max(active - 1, 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(rows[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
    }
  }

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_THRESHOLD_PX) askForMore()
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      return
    }
    const isLetter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!isLetter || (event.key === ' ' && !typed.current.letters)) return
    event.preventDefault()
    clearTimeout(typed.current.timer || undefined)
    typed.current.letters += event.key
    typed.current.timer = setTimeout(() => {
      typed.current.letters = ''
    }, TYPEAHEAD_RESET_MS)
    const wanted = normalizeSearchText(typed.current.letters)
    const match = options.find((option) => normalizeSearchText(getLabel(option)).startsWith(wanted))
    if (match) onChange(match)
  }

  const showEmpty = !loading && shown.length === 0 && !notice
  const skeleton = (count: number, label: string) => (
    <div role="status" aria-label={label} className="grid gap-1 p-1">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} data-slot="picker-skeleton" className="h-7 w-full" />
      ))}
    </div>
  )

  return (
    <Popover open={open} onOpenChange={(next) => !disabled && setOpen(next)}>
      <PopoverAnchor asChild>
        <div className={cn('relative w-full', className)}>
          <button
            ref={triggerRef}
            type="button"
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-controls={open ? listId : undefined}
            disabled={disabled}
            onClick={() => setOpen(!open)}
            onKeyDown={onTriggerKeyDown}
            data-empty={value === null}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-full justify-between font-normal data-[empty=true]:text-muted-foreground aria-invalid:border-destructive',
              clearable && value !== null && 'pr-16',
            )}
            {...aria}
            // A combobox takes no name from its text: without a label of its own it is named by its placeholder.
            aria-label={aria['aria-label'] ?? (id ? undefined : placeholder)}
          >
            <span className="truncate">{value === null ? placeholder : getLabel(value)}</span>
            <ChevronsUpDownIcon className="opacity-50" aria-hidden />
          </button>
          {clearable && value !== null && !disabled && (
            <button
              type="button"
              aria-label={t('ui.picker.clear')}
              onClick={() => onChange(null)}
              className="absolute inset-y-0 right-8 my-auto flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        container={container}
        aria-label={aria['aria-label'] ?? placeholder}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          ;(event.currentTarget as HTMLElement).querySelector('input')?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // The trigger is an anchor rather than Radix's own trigger, so focus is handed back here.
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      >
        <div className="flex h-9 items-center gap-2 border-b px-3">
          <SearchIcon className="size-4 shrink-0 opacity-50" aria-hidden />
          <input
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={rows.length ? `${optionIdPrefix}-${active}` : undefined}
            aria-label={searchPlaceholder ?? t('ui.picker.search')}
            placeholder={searchPlaceholder ?? t('ui.picker.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onSearchKeyDown}
            className="h-9 w-full bg-transparent text-sm outline-hidden placeholder:text-muted-foreground"
          />
        </div>
        <div
          ref={scroller}
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable), besides Up and Down in the search box.
          tabIndex={0}
          className={cn(
            'max-h-60 overflow-y-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            listClassName,
          )}
        >
          <div role="listbox" id={listId} aria-label={aria['aria-label'] ?? placeholder} className="p-1">
            {rows.map((row, index) => {
              const isActive = index === active
              const key = row.kind === 'action' ? `action-${row.action.key}` : getKey(row.option)
              const checked = row.kind === 'option' && value !== null && getKey(value) === key
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the keyboard for every option (aria-activedescendant).
                <div
                  key={key}
                  id={`${optionIdPrefix}-${index}`}
                  role="option"
                  aria-selected={isActive}
                  data-checked={checked || undefined}
                  tabIndex={-1}
                  onMouseMove={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(row)}
                  className={cn(
                    "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
                    isActive && 'bg-accent text-accent-foreground',
                    row.kind === 'action' && 'font-medium',
                  )}
                >
                  {row.kind === 'action' ? (
                    <>
                      {row.action.icon}
                      <span className="truncate">{row.action.label}</span>
                    </>
                  ) : (
                    <>
                      <span className="min-w-0 flex-1 truncate">
                        {renderOption ? renderOption(row.option) : getLabel(row.option)}
                      </span>
                      {checked && <CheckIcon aria-hidden />}
                    </>
                  )}
                </div>
              )
            })}
          </div>
          {loading && skeleton(skeletonRows.loading, t('ui.picker.loading'))}
          {showEmpty && (
            <p role="status" className="px-2 py-6 text-center text-muted-foreground text-sm">
              {emptyMessage ?? t('ui.picker.noResults')}
            </p>
          )}
          {notice && (
            <p role="alert" className="px-2 py-3 text-center text-destructive text-sm">
              {notice}
            </p>
          )}
          {loadingMore && skeleton(skeletonRows.paging, t('ui.picker.loadingMore'))}
        </div>
      </PopoverContent>
    </Popover>
  )
}
