import type { LookupOption } from '@lojista/contracts/reference/lookup'
import type { ReactNode } from 'react'
import { type FieldPath, type FieldValues, type PathValue, useFormContext, useWatch } from 'react-hook-form'
import { CountryPicker, StatePicker } from '@/components/pickers/reference-pickers'
import { ControlledField } from './controlled-field'

interface PlaceFieldProps<T extends FieldValues> {
  /** The form's field holding this choice (a lookup option or null). */
  name: FieldPath<T>
  label: ReactNode
}

/**
 * An address's country. A state belongs to one country: choosing another country drops the state of
 * the previous one (`stateName`), so an address never pairs Bahia with Portugal.
 */
export function CountryField<T extends FieldValues>({
  name,
  stateName,
  label,
}: PlaceFieldProps<T> & { stateName: FieldPath<T> }) {
  const { getValues, setValue } = useFormContext<T>()
  return (
    <ControlledField<T>
      name={name}
      label={label}
      render={({ field, aria }) => (
        <CountryPicker
          {...aria}
          value={(field.value as LookupOption | null) ?? null}
          onChange={(next) => {
            field.onChange(next)
            const state = getValues(stateName) as LookupOption | null
            if (state && (!next || !state.id.startsWith(`${next.id}-`)))
              setValue(stateName, null as PathValue<T, FieldPath<T>>, { shouldDirty: true })
          }}
        />
      )}
    />
  )
}

/** An address's state, among the states of the country chosen in `countryName`. */
export function StateField<T extends FieldValues>({
  name,
  countryName,
  label,
}: PlaceFieldProps<T> & { countryName: FieldPath<T> }) {
  const country = useWatch<T>({ name: countryName }) as LookupOption | null
  return (
    <ControlledField<T>
      name={name}
      label={label}
      render={({ field, aria }) => (
        <StatePicker
          {...aria}
          countryCode={country?.id ?? null}
          value={(field.value as LookupOption | null) ?? null}
          onChange={field.onChange}
        />
      )}
    />
  )
}
