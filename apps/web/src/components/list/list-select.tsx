import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/** The item that stands for "no filter"; no list value is ever this. */
const ANY = '__any__'

interface ListSelectProps<V extends string> {
  /** The control's name, such as "Payment status" or "Sort by". */
  label: string
  value: V | undefined
  options: readonly { value: V; label: string }[]
  onChange: (value: V | undefined) => void
  /** The choice of no filter ("Any", "All statuses"); a sort has none. */
  anyLabel?: string
  /** Shows the name above the control; otherwise the chosen value says what it is and the name is read out. */
  showLabel?: boolean
  className?: string
}

/** A filter or sort of a list: one closed choice, written into the list's address by the page. */
export function ListSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel,
  showLabel = false,
  className,
}: ListSelectProps<V>) {
  const id = useId()
  const control = (
    <Select
      value={value ?? ANY}
      onValueChange={(chosen) => onChange(options.find((option) => option.value === chosen)?.value)}
    >
      <SelectTrigger id={id} aria-label={showLabel ? undefined : label} className={cn('min-w-40', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {anyLabel !== undefined && <SelectItem value={ANY}>{anyLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
  if (!showLabel) return control
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {control}
    </div>
  )
}
