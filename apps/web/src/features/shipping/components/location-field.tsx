import type { Location } from '@lojista/contracts/catalog/inventory'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { SelectField } from '@/components/form/select-field'

/** The location a new local delivery or pickup is set up at, among the store's active ones. */
export function LocationField<T extends FieldValues>({
  name,
  label,
  locations,
}: {
  name: FieldPath<T>
  label: string
  locations: Location[]
}) {
  const names = new Map(locations.map((location) => [location.id, location.name]))
  return (
    <SelectField<T, string>
      name={name}
      label={label}
      choices={locations.map((location) => location.id)}
      nameOf={(id) => names.get(id) ?? id}
    />
  )
}
