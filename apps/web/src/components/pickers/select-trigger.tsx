import { ChevronsUpDownIcon, XIcon } from 'lucide-react'
import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface SelectTriggerProps {
  ref: Ref<HTMLButtonElement>
  id?: string
  /** What the button shows: the chosen option's label, or null for the placeholder. */
  label: string | null
  placeholder?: string
  open: boolean
  /** The id of the open list's popup. */
  popupId: string
  disabled: boolean
  clearable: boolean
  onToggle: () => void
  onOpen: () => void
  onClear: () => void
  /** Keys the button does not handle itself (letters typed to choose). */
  onOtherKey: (event: KeyboardEvent) => void
  /** The person is about to open the list: its code can start loading. */
  onApproach: () => void
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** The closed select: a combobox button showing the choice, with a clear button over its end. */
export function SelectTrigger({
  ref,
  id,
  label,
  placeholder,
  open,
  popupId,
  disabled,
  clearable,
  onToggle,
  onOpen,
  onClear,
  onOtherKey,
  onApproach,
  ...aria
}: SelectTriggerProps) {
  const { t } = useTranslation()
  const showClear = clearable && label !== null && !disabled
  return (
    <>
      <button
        ref={ref}
        type="button"
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? popupId : undefined}
        disabled={disabled}
        onClick={onToggle}
        onFocus={onApproach}
        onPointerEnter={onApproach}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            onOpen()
          } else onOtherKey(event)
        }}
        data-empty={label === null}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full justify-between font-normal data-[empty=true]:text-muted-foreground aria-invalid:border-destructive',
          showClear && 'pr-16',
        )}
        {...aria}
        // A combobox takes no name from its text: without a label of its own it is named by its placeholder.
        aria-label={aria['aria-label'] ?? (id ? undefined : placeholder)}
      >
        <span className="truncate">{label ?? placeholder}</span>
        <ChevronsUpDownIcon className="opacity-50" aria-hidden />
      </button>
      {showClear && (
        <button
          type="button"
          aria-label={t('ui.picker.clear')}
          onClick={onClear}
          className="absolute inset-y-0 right-8 my-auto flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      )}
    </>
  )
}
