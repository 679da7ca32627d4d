import type { LookupOption } from '@lojista/contracts/reference/lookup'
import { useCallback } from 'react'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { searchReference, stateQuery } from '@/lib/api/reference-api'
import { countryName, languageName } from '@/lib/format/display-names'
import { AsyncPicker, type AsyncPickerProps } from './async-picker'
import type { PickerFetchParams } from './use-paged-search'

export type ReferencePickerProps = Omit<
  AsyncPickerProps<LookupOption>,
  'fetchPage' | 'getKey' | 'getLabel' | 'resetKey'
>

const keyOf = (option: LookupOption) => option.id
// Languages and countries are named by Intl in the interface language (the API's names are English);
// states keep the API's names, which Intl does not know.
const languageLabel = (option: LookupOption) => languageName(option.id)
const countryLabel = (option: LookupOption) => countryName(option.id)
const labelOf = (option: LookupOption) => option.name

const fetchLanguages = ({ query, first, after, signal }: PickerFetchParams) =>
  searchReference('language', { query, first, after }, signal)

const fetchCountries = ({ query, first, after, signal }: PickerFetchParams) =>
  searchReference('country', { query, first, after }, signal)

/** Languages of `POST /v1/catalog/search` (entity language); the value's id is the code, e.g. 'pt-BR'. */
export function LanguagePicker(props: ReferencePickerProps) {
  const t = useCustomersT()
  return (
    <AsyncPicker<LookupOption>
      placeholder={t('picker.language')}
      emptyMessage={t('picker.noLanguages')}
      {...props}
      fetchPage={fetchLanguages}
      getKey={keyOf}
      getLabel={languageLabel}
    />
  )
}

/** Countries (entity country); the value's id is the ISO code, e.g. 'BR'. */
export function CountryPicker(props: ReferencePickerProps) {
  const t = useCustomersT()
  return (
    <AsyncPicker<LookupOption>
      placeholder={t('picker.country')}
      emptyMessage={t('picker.noCountries')}
      {...props}
      fetchPage={fetchCountries}
      getKey={keyOf}
      getLabel={countryLabel}
    />
  )
}

/**
 * States (entity state), narrowed to `countryCode` with the API's `country:BR` filter, or of every country
 * when none is given. The value's id is the ISO 3166-2 code, e.g. 'BR-SP'.
 */
export function StatePicker({
  countryCode,
  ...props
}: ReferencePickerProps & { countryCode?: string | null }) {
  const t = useCustomersT()
  const fetchStates = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) =>
      searchReference('state', { query: stateQuery(query, countryCode), first, after }, signal),
    [countryCode],
  )
  return (
    <AsyncPicker<LookupOption>
      placeholder={t('picker.state')}
      emptyMessage={t('picker.noStates')}
      {...props}
      fetchPage={fetchStates}
      resetKey={countryCode ?? ''}
      getKey={keyOf}
      getLabel={labelOf}
    />
  )
}
