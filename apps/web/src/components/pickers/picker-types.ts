import type { ReactNode } from 'react'

/** Skeleton rows of the select: 5 while it loads, 3 while it fetches the next page. */
export const SELECT_SKELETON_ROWS = { loading: 5, paging: 3 } as const
/** Letters typed on the closed select add up until a second passes without one. */
export const TYPEAHEAD_RESET_MS = 1000

/** A row beside the options that does something with the search text, such as 'Create a new customer'. */
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
  /** Defaults to 'Search...'. */
  searchPlaceholder?: string
  /** Defaults to 'No results found.'. */
  emptyMessage?: ReactNode
  /** Controlled search text: the caller filters the options (on the server). Without it they are filtered here. */
  search?: string
  onSearchChange?: (text: string) => void
  loading?: boolean
  loadingMore?: boolean
  hasMore?: boolean
  onLoadMore?: () => void
  skeletonRows?: { loading: number; paging: number }
  /** Shows an 'Add value' row ('Add "{text}"' once text is typed) and calls this with the text. */
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
  /** Classes of the scrolling list: at most 15rem tall by default, the async picker makes it 16rem. */
  listClassName?: string
  className?: string
  /** Where the list is mounted, when the select sits inside a dialog or drawer. */
  container?: HTMLElement | null
  /** A message shown under the options, such as a failed fetch. */
  notice?: ReactNode
}

/** One row of the open list, already rendered: the list itself knows nothing of the options' type. */
export interface SelectRow {
  /** Unique among the rows; cmdk highlights and chooses by it. */
  value: string
  content: ReactNode
  icon?: ReactNode
  /** The row of the value already chosen; in a list of several choices, whether the row is ticked. */
  checked?: boolean
  /** Shown but not offered: the arrow keys pass over it and choosing it does nothing. */
  disabled?: boolean
  /** Rows of one group follow each other under its heading, as a product's variants under its title. */
  group?: { key: string; heading: ReactNode }
  onSelect: () => void
}
