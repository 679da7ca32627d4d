import { createContext, useContext } from 'react'
import { type FieldPath, type FieldValues, get, useFormState } from 'react-hook-form'
import { translateMessage } from '@/lib/i18n/i18n'
import { fieldAria } from './form-field'

export interface FormSettings {
  /**
   * How the form's field errors are put into the interface language. Schemas and the server write them
   * as English sentences that the message catalogues look up; a feature with catalogue entries of its
   * own (customers, products, the order editor) hands `Form` its lookup.
   */
  translate: (message: string) => string
  /** Put before every field's id, so two forms on one screen never share one ('customer-taxId'). */
  idPrefix?: string
  /** Sends a form nested in another form's element, which has no `<form>` of its own (see Form). */
  submitNested?: () => void
}

export const FormSettingsContext = createContext<FormSettings>({ translate: translateMessage })

export const useFormTranslate = () => useContext(FormSettingsContext).translate

/** A field path as an element id: 'variants.0.sku' is 'variants-0-sku', after the form's prefix if any. */
export function fieldIdOf(name: string, idPrefix?: string): string {
  const dashed = name.replaceAll('.', '-')
  return idPrefix ? `${idPrefix}-${dashed}` : dashed
}

/** The id of a field of the surrounding form, unless the field names its own. */
export function useFieldId(name: string, id?: string): string {
  const { idPrefix } = useContext(FormSettingsContext)
  return id ?? fieldIdOf(name, idPrefix)
}

/**
 * The first error at or under a path of the form's errors, with the path it sits at: a list's own error
 * or its first entry's ('tags.3').
 */
export function firstErrorUnder(errors: unknown, path: string): { path: string; message: string } | null {
  if (!errors || typeof errors !== 'object') return null
  const { message } = errors as { message?: unknown }
  if (typeof message === 'string' && message) return { path, message }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue
    const found = firstErrorUnder(value, `${path}.${key}`)
    if (found) return found
  }
  return null
}

/** The translated error of one field of the surrounding form, and the aria attributes that point at it. */
export function useFieldError<T extends FieldValues>(name: FieldPath<T>, id: string, hasHint = false) {
  const { errors } = useFormState<T>({ name })
  const translate = useFormTranslate()
  const found = firstErrorUnder(get(errors, name), name)
  const error = found ? translate(found.message) : undefined
  return { error, aria: fieldAria(id, error, hasHint) }
}
