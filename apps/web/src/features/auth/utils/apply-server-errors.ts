import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ApiError } from '@/lib/api/api-error'
import { translateMessage } from '@/lib/i18n/i18n'

/**
 * Puts the server's field errors next to the fields they concern. Returns false when none of them matched
 * a field of the form, so the caller shows a general message instead.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.path)
    if (!field) continue
    setError(
      field,
      { type: 'server', message: translateMessage(fieldError.message) },
      { shouldFocus: !applied },
    )
    applied = true
  }
  return applied
}
