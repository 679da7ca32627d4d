import { type LucideIcon, SearchIcon, XIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { useDebouncedCallback } from '@/hooks/use-debounced-callback'
import { cn } from '@/lib/utils'
import { useListT } from './i18n/list-i18n'

interface ListSearchProps {
  /** The search in the address. */
  value: string
  /** Called once typing pauses (at once on Enter or Clear) with the text to search for. */
  onSearch: (text: string) => void
  /** The box's accessible name, such as "Search orders". */
  label: string
  placeholder?: string
  /** The icon in the box: a magnifier, or what the box filters by (a tag). */
  icon?: LucideIcon
  className?: string
}

/**
 * The search box of every list: it searches as you type once typing pauses, keeps what is typed while
 * the address catches up, and follows the address when it changes some other way (Back, a saved view,
 * Clear filters). A button clears it.
 */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  icon: Icon = SearchIcon,
  className,
}: ListSearchProps) {
  const t = useListT()
  const [text, setText] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  /** The last text handed to onSearch: the address showing it is only catching up with the box. */
  const sent = useRef(value)
  const latest = useRef(onSearch)
  latest.current = onSearch

  const searchLater = useDebouncedCallback((next: string) => search(next))

  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (value.trim() !== sent.current.trim()) {
      // Changed from elsewhere: what was typed and not yet searched gives way to it.
      searchLater.cancel()
      sent.current = value
      setText(value)
    }
  }

  const search = (next: string) => {
    searchLater.cancel()
    if (next.trim() === sent.current.trim()) return
    sent.current = next
    latest.current(next)
  }

  const change = (next: string) => {
    setText(next)
    searchLater(next)
  }

  return (
    <div className={cn('relative w-full sm:w-auto sm:min-w-60 sm:flex-1', className)}>
      <Icon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text)
        }}
        // The browser's own clear button would clear the box without searching: ours does both.
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('')
            search('')
            input.current?.focus()
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      )}
    </div>
  )
}
