import { get, useFormState } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { FORM_FAILURE } from '@/lib/form/problem-errors'

/**
 * The error of the form as a whole (no connection, a refusal that names no field), already in the
 * interface language (`applySubmitError` words it with `errorMessage`); several reasons, one a line,
 * are listed.
 */
export function FormFailure({ className }: { className?: string }) {
  const { errors } = useFormState()
  const message = (get(errors, FORM_FAILURE) as { message?: string } | undefined)?.message
  if (!message) return null
  const lines = message.split('\n')
  return (
    <Alert variant="destructive" className={className}>
      {lines.length === 1 ? (
        message
      ) : (
        <ul className="grid gap-1">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  )
}
