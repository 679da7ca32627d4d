import { type QueryKey, useQuery } from '@tanstack/react-query'
import { XIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'

interface IdChipsPickerProps {
  /** The chosen ids, as the discount keeps them. */
  value: string[]
  onChange: (value: string[]) => void
  /** The picker that adds one: given the function it calls with the chosen id. */
  picker: (add: (id: string) => void) => ReactNode
  /** How one chosen id is named: its query key and the call that reads its name. */
  nameOf: { key: (id: string) => QueryKey; load: (id: string, signal: AbortSignal) => Promise<string> }
  removeLabel: (name: string) => string
}

/**
 * Several records (collections, customers) chosen by id: chips with their names, the picker adding one
 * at a time. A discount keeps only the ids, so each chip reads its own name.
 */
export function IdChipsPicker({ value, onChange, picker, nameOf, removeLabel }: IdChipsPickerProps) {
  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {value.map((chosen) => (
            <li key={chosen}>
              <Chip
                id={chosen}
                nameOf={nameOf}
                removeLabel={removeLabel}
                onRemove={() => onChange(value.filter((other) => other !== chosen))}
              />
            </li>
          ))}
        </ul>
      )}
      {picker((id) => {
        if (!value.includes(id)) onChange([...value, id])
      })}
    </div>
  )
}

function Chip({
  id,
  nameOf,
  removeLabel,
  onRemove,
}: {
  id: string
  nameOf: IdChipsPickerProps['nameOf']
  removeLabel: (name: string) => string
  onRemove: () => void
}) {
  const name = useQuery({
    queryKey: nameOf.key(id),
    queryFn: ({ signal }) => nameOf.load(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const label = name.data ?? '…'
  return (
    <Badge variant="secondary" className="gap-1">
      {label}
      <button type="button" aria-label={removeLabel(label)} onClick={onRemove}>
        <XIcon className="size-3" aria-hidden />
      </button>
    </Badge>
  )
}
