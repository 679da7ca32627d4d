import type { ReactNode } from 'react'
import {
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
  useFormContext,
} from 'react-hook-form'
import { useFieldError, useFieldId } from './form-context'
import type { fieldAria } from './form-field'
import { FormField } from './form-field'

export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  name: N
  label: ReactNode
  id?: string
  hint?: ReactNode
  labelAside?: ReactNode
  className?: string
  /** The control, given the field's value and change handler and the aria attributes to spread on it. */
  render: (props: { field: ControllerRenderProps<T, N>; aria: ReturnType<typeof fieldAria> }) => ReactNode
}

/** A field whose control is not a native input (a picker, a number field, a select), with label and error. */
export function ControlledField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  label,
  id: ownId,
  hint,
  labelAside,
  className,
  render,
}: ControlledFieldProps<T, N>) {
  const id = useFieldId(name, ownId)
  const { control } = useFormContext<T>()
  const { field } = useController<T, N>({ control, name })
  const { error, aria } = useFieldError<T>(name, id, Boolean(hint))
  return (
    <FormField id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {render({ field, aria })}
    </FormField>
  )
}
