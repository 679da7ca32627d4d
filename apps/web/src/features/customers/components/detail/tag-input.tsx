import { XIcon } from 'lucide-react'
import { type KeyboardEvent, useState } from 'react'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

interface TagInputProps {
  id: string
  value: string[]
  onChange: (tags: string[]) => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** Tags as removable chips; Enter or a comma adds the text typed, Backspace in an empty box drops the last. */
export function TagInput({ id, value, onChange, ...aria }: TagInputProps) {
  const t = useCustomersT()
  const [draft, setDraft] = useState('')

  const add = (text: string) => {
    const tag = text.trim()
    if (tag && !value.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      onChange([...value, tag])
    setDraft('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add(draft)
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input px-2 py-1 shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        aria['aria-invalid'] && 'border-destructive',
      )}
    >
      {value.map((tag) => (
        <Badge key={tag} variant="secondary" className="gap-1 pr-1">
          {tag}
          <button
            type="button"
            aria-label={t('detail.removeTag', { tag })}
            onClick={() => onChange(value.filter((existing) => existing !== tag))}
            className="cursor-pointer rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <XIcon className="size-3" aria-hidden />
          </button>
        </Badge>
      ))}
      <input
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
        placeholder={value.length ? undefined : t('detail.addTag')}
        className="h-7 min-w-24 flex-1 bg-transparent text-sm outline-hidden placeholder:text-muted-foreground"
        {...aria}
      />
    </div>
  )
}
