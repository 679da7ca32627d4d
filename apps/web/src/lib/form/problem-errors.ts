import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError } from '@/lib/api/api-error'
import { type ErrorMessageOptions, errorMessage } from '@/lib/api/error-message'
import { translateMessage } from '@/lib/i18n/i18n'

/** Where a form keeps the error that belongs to no field: shown by `FormFailure`, listed first by the summary. */
export const FORM_FAILURE = 'root.server' as const

export interface SubmitErrorOptions<T extends FieldValues> {
  /**
   * The form field a path of the request body belongs to, or null when the form has none for it. By
   * default a path is its own field when the form has a value there ('email', 'variants.0.sku').
   */
  fieldOf?: (path: string) => FieldPath<T> | null
  /** How the failure reads when no field error could be placed (default: `errorMessage` of the error). */
  failure?: ErrorMessageOptions | ((error: unknown) => string)
  /** The field the failure is shown under, in a form of one field; by default the form as a whole. */
  failureOn?: FieldPath<T>
}

function hasValueAt(values: unknown, path: string): boolean {
  let node: unknown = values
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false
    node = (node as Record<string, unknown>)[key]
  }
  return true
}

/**
 * Puts an API problem's field errors (`errors: [{ path, message }]`) on the fields they concern, the first
 * one focused, and any other failure (no answer, a server failure, a refusal naming no field of the form)
 * on the form as a whole; field errors the form has no field for are listed there too, one a line.
 * Messages on fields are kept as the server wrote them: each field translates its own. Answers how many
 * field errors found a field.
 */
export function applySubmitError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: SubmitErrorOptions<T> = {},
): number {
  const values = form.getValues()
  const fieldOf =
    options.fieldOf ?? ((path: string) => (hasValueAt(values, path) ? (path as FieldPath<T>) : null))
  let placed = 0
  const unplaced: string[] = []
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500) {
    for (const fieldError of error.fieldErrors) {
      const field = fieldOf(fieldError.path)
      if (!field) {
        unplaced.push(fieldError.message)
        continue
      }
      form.setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 })
      placed += 1
    }
  }
  const failure = options.failure
  if (placed === 0) {
    const message = typeof failure === 'function' ? failure(error) : errorMessage(error, failure)
    form.setError(options.failureOn ?? FORM_FAILURE, { type: 'server', message })
  } else if (unplaced.length > 0) {
    const translate = (typeof failure === 'object' && failure.translate) || translateMessage
    form.setError(FORM_FAILURE, { type: 'server', message: unplaced.map(translate).join('\n') })
  }
  return placed
}
