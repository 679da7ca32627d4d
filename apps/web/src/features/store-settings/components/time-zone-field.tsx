import { timeZones } from '@lojista/contracts/settings/general'
import { useMemo } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { ControlledField } from '@/components/form/controlled-field'
import { SearchableSelect } from '@/components/pickers/searchable-select'

interface TimeZoneFieldProps<T extends FieldValues> {
  name: FieldPath<T>
  label: string
  searchPlaceholder: string
  emptyMessage: string
}

/** An IANA time zone, chosen from the ones the browser knows (the server checks against the same list). */
export function TimeZoneField<T extends FieldValues>({
  name,
  label,
  searchPlaceholder,
  emptyMessage,
}: TimeZoneFieldProps<T>) {
  const zones = useMemo(() => timeZones(), [])
  return (
    <ControlledField<T>
      name={name}
      label={label}
      render={({ field, aria }) => (
        <SearchableSelect<string>
          {...aria}
          options={zones}
          value={(field.value as string) || null}
          onChange={(next) => field.onChange(next ?? '')}
          getKey={(zone) => zone}
          // 'America/Sao_Paulo' reads 'America/Sao Paulo'.
          getLabel={(zone) => zone.replaceAll('_', ' ')}
          searchPlaceholder={searchPlaceholder}
          emptyMessage={emptyMessage}
          clearable={false}
        />
      )}
    />
  )
}
