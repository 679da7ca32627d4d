import type { FieldError } from 'react-hook-form'
import { translateMessage } from '@/lib/i18n/i18n'

/** Validation messages come from the shared schemas in English; show them in the user's language. */
export function fieldError(error: FieldError | undefined): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined
}
