import { CircleAlertIcon } from 'lucide-react'
import { useContext, useId } from 'react'
import { type FieldErrors, get, useFormState } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { FormSettingsContext, fieldIdOf, firstErrorUnder } from './form-context'

/** A field the summary lists, in the order the form shows them. */
export interface SummaryField {
  /** Its path in the form; an error anywhere under it counts ('billing' covers 'billing.city'). */
  name: string
  label: string
  /** The id of the control focused from the summary; the field id of the error's path by default. */
  id?: string
  /** Every error under it is a line of its own (a list's entries), not only the first. */
  each?: boolean
}

/** One line of the summary: what to fix, and where its field is (null for the form as a whole). */
export interface SummaryLine {
  key: string
  fieldId: string | null
  label: string | null
  message: string
}

function everyErrorUnder(errors: unknown, path: string): { path: string; message: string }[] {
  if (!errors || typeof errors !== 'object') return []
  const { message } = errors as { message?: unknown }
  if (typeof message === 'string' && message) return [{ path, message }]
  // A list keeps its own error under `root`, beside its entries'.
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || key === 'type' || key === 'types'
      ? []
      : everyErrorUnder(value, key === 'root' ? path : `${path}.${key}`),
  )
}

/**
 * The form's errors as the summary lists them: those of the form as a whole (`whole`: 'root.server',
 * a schema's cross-field rule) first, then one per listed field, the first error under it.
 */
export function summaryLines(
  errors: FieldErrors,
  fields: readonly SummaryField[],
  whole: readonly string[] = [],
  translate: (message: string) => string = (message) => message,
  idPrefix?: string,
): SummaryLine[] {
  const lines: SummaryLine[] = []
  for (const path of whole) {
    const message = (get(errors, path) as { message?: unknown } | undefined)?.message
    if (typeof message === 'string' && message)
      lines.push({ key: path, fieldId: null, label: null, message: translate(message) })
  }
  for (const field of fields) {
    const found = field.each
      ? everyErrorUnder(get(errors, field.name), field.name)
      : [firstErrorUnder(get(errors, field.name), field.name)].filter((error) => error !== null)
    for (const error of found)
      lines.push({
        key: error.path,
        fieldId: field.id ?? fieldIdOf(error.path, idPrefix),
        label: field.label,
        message: translate(error.message),
      })
  }
  return lines
}

interface FormErrorSummaryProps {
  fields: readonly SummaryField[]
  /** Paths of errors that belong to the form as a whole, listed first without a link. */
  whole?: readonly string[]
  /** The heading, given how many changes are needed ("To save this customer, 2 changes need to be made:"). */
  title: (count: number) => string
  /** Each line names its field ("Price: Price is required"); off where the messages name it themselves. */
  showLabels?: boolean
}

/** Counts the form's errors and lists them; an error of a field moves focus to that field. */
export function FormErrorSummary({ fields, whole, title, showLabels = true }: FormErrorSummaryProps) {
  const { errors } = useFormState()
  const { translate, idPrefix } = useContext(FormSettingsContext)
  const titleId = useId()
  const lines = summaryLines(errors, fields, whole, translate, idPrefix)
  if (lines.length === 0) return null
  return (
    <Alert variant="destructive" aria-labelledby={titleId}>
      <div className="flex gap-2">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p id={titleId} className="font-medium">
            {title(lines.length)}
          </p>
          <ul className="list-disc pl-4">
            {lines.map((line) => (
              <li key={line.key}>
                {line.fieldId === null ? (
                  line.message
                ) : (
                  <button
                    type="button"
                    className="cursor-pointer text-left underline underline-offset-4"
                    onClick={() => document.getElementById(line.fieldId ?? '')?.focus()}
                  >
                    {showLabels && line.label ? `${line.label}: ` : ''}
                    {line.message}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Alert>
  )
}
