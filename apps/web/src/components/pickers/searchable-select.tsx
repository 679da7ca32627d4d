import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { cn } from '@/lib/utils'
import { SkeletonRows } from './list-status'
import { type PickerAction, SELECT_SKELETON_ROWS, type SearchableSelectProps } from './picker-types'
import { SelectTrigger } from './select-trigger'
import { useSelectRows } from './use-select-rows'
import { useTypeahead } from './use-typeahead'

export type { PickerAction, SearchableSelectProps } from './picker-types'
export { SELECT_SKELETON_ROWS, TYPEAHEAD_RESET_MS } from './picker-types'

const loadList = () => import('./select-list')
const SelectList = lazy(() => loadList().then((module) => ({ default: module.SelectList })))

/**
 * A searchable select: a combobox button that opens a search box over a list (cmdk). Up and Down move
 * through the results, Enter chooses, Escape closes, and the focus is back on the button afterwards;
 * scrolling to the end asks for more; typing on the closed button picks the first option starting with
 * the letters typed within a second.
 */
export function SearchableSelect<T>(props: SearchableSelectProps<T>) {
  const {
    options,
    value,
    onChange,
    getLabel,
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
  } = props
  const aria = {
    'aria-label': props['aria-label'],
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  }
  const { t } = useTranslation()
  const popupId = useId()
  const [openState, setOpenState] = useState(false)
  const open = openProp ?? openState
  const [ownSearch, setOwnSearch] = useState('')
  const text = search ?? ownSearch
  const trigger = useRef<HTMLButtonElement>(null)

  const setText = (next: string) => {
    if (search === undefined) setOwnSearch(next)
    onSearchChange?.(next)
  }
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next)
    onOpenChange?.(next)
    if (!next) setText('')
  }
  // Both close the list; the latest setOpen is read through a ref so the rows keep stable callbacks.
  const latest = useRef({ setOpen, onChange, text })
  latest.current = { setOpen, onChange, text }
  const choose = useCallback((option: T) => {
    latest.current.onChange(option)
    latest.current.setOpen(false)
  }, [])
  const act = useCallback((action: PickerAction) => {
    action.onSelect(latest.current.text.trim())
    latest.current.setOpen(false)
  }, [])

  const { optionRows, actionRows } = useSelectRows({ ...props, actions }, text, choose, act)
  const typeahead = useTypeahead(options, getLabel, onChange)
  const searchLabel = searchPlaceholder ?? t('ui.picker.search')
  const showEmpty = !loading && optionRows.length === 0 && !notice

  return (
    <Popover open={open} onOpenChange={(next) => !disabled && setOpen(next)}>
      <PopoverAnchor asChild>
        <div className={cn('relative w-full', className)}>
          <SelectTrigger
            ref={trigger}
            id={id}
            label={value === null ? null : getLabel(value)}
            placeholder={placeholder}
            open={open}
            popupId={popupId}
            disabled={disabled}
            clearable={clearable}
            onToggle={() => setOpen(!open)}
            onOpen={() => setOpen(true)}
            onClear={() => onChange(null)}
            onOtherKey={typeahead}
            onApproach={() => void loadList()}
            {...aria}
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        id={popupId}
        align="start"
        container={container}
        aria-label={aria['aria-label'] ?? placeholder}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        onOpenAutoFocus={(event) => {
          // The search box takes the focus, once its code has arrived (it focuses itself when it mounts).
          event.preventDefault()
          ;(event.currentTarget as HTMLElement).querySelector('input')?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // The button is an anchor rather than Radix's own trigger, so the focus is handed back here.
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <Suspense fallback={<SkeletonRows count={skeletonRows.loading} label={t('ui.picker.loading')} />}>
          <SelectList
            optionRows={optionRows}
            actionRows={actionRows}
            text={text}
            onTextChange={setText}
            searchLabel={searchLabel}
            listLabel={aria['aria-label'] ?? placeholder}
            status={{
              loading,
              loadingMore,
              skeletonRows,
              emptyMessage: showEmpty ? (emptyMessage ?? t('ui.picker.noResults')) : null,
              notice,
            }}
            listClassName={listClassName}
            onReachEnd={() => {
              if (hasMore && !loading && !loadingMore) onLoadMore?.()
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}
