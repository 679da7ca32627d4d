import type { Lookup } from '@lojista/contracts/catalog/lookups'
import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { XIcon } from 'lucide-react'
import { useState } from 'react'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetch } from '@/components/pickers/use-paged-search'
import { Badge } from '@/components/ui/badge'
import { toast } from '@/components/ui/toast'
import { productErrorMessage, useProductsT } from '../../i18n/products-i18n'

interface LookupMultiPickerProps {
  id: string
  value: Lookup[]
  onChange: (value: Lookup[]) => void
  fetchPage: PickerFetch<Lookup>
  /** Adds a new entry by name (the picker's 'Add value'); left out, only existing entries can be chosen. */
  create?: (name: string) => Promise<Lookup>
  placeholder: string
  /** Names each chosen entry's remove button: "Remove tag verão". */
  removeLabel: (name: string) => string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/** Several entries of a list (tags, collections): chosen ones as chips, the picker adds one at a time. */
export function LookupMultiPicker({
  id,
  value,
  onChange,
  fetchPage,
  create,
  placeholder,
  removeLabel,
  ...aria
}: LookupMultiPickerProps) {
  const t = useProductsT()
  const [creating, setCreating] = useState(false)
  const has = (name: string) =>
    value.some((entry) => normalizeSearchText(entry.name) === normalizeSearchText(name))
  const add = (entry: Lookup) => {
    if (!has(entry.name)) onChange([...value, entry])
  }

  const onAdd = create
    ? async (text: string) => {
        const name = text.trim()
        // An empty 'Add value' has nothing to add; a value cannot be an empty string.
        if (!name || has(name)) return
        setCreating(true)
        try {
          add(await create(name))
        } catch (error) {
          toast.error(productErrorMessage(error))
        } finally {
          setCreating(false)
        }
      }
    : undefined

  return (
    <div className="grid gap-2">
      <AsyncPicker<Lookup>
        id={id}
        fetchPage={fetchPage}
        value={null}
        onChange={(entry) => entry && add(entry)}
        getKey={(entry) => entry.id}
        getLabel={(entry) => entry.name}
        placeholder={placeholder}
        aria-label={placeholder}
        onAdd={onAdd && ((text) => void onAdd(text))}
        disabled={creating}
        {...aria}
      />
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((entry) => (
            <li key={entry.id}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {entry.name}
                <button
                  type="button"
                  aria-label={removeLabel(entry.name)}
                  onClick={() => onChange(value.filter((other) => other.id !== entry.id))}
                  className="rounded-sm p-0.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring/50"
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <span className="sr-only" aria-live="polite">
        {creating ? t('form.saving') : ''}
      </span>
    </div>
  )
}
