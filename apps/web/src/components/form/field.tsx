import type { ComponentProps, ReactNode } from 'react'
import { type FieldPath, type FieldValues, useFormContext } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useFieldError, useFieldId } from './form-context'
import { FormField } from './form-field'

interface FieldFrameProps<T extends FieldValues> {
  name: FieldPath<T>
  label: ReactNode
  /** The control's id; the field's path with dashes by default. */
  id?: string
  hint?: ReactNode
  labelAside?: ReactNode
  /** The label is for screen readers only (see FormField). */
  hideLabel?: boolean
  /** Classes of the label-control-error column. */
  className?: string
}

type InputFieldProps<T extends FieldValues> = FieldFrameProps<T> &
  Omit<ComponentProps<'input'>, 'name' | 'id' | 'className'> & { multiline?: false; inputClassName?: string }
type TextareaFieldProps<T extends FieldValues> = FieldFrameProps<T> &
  Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'className'> & { multiline: true; inputClassName?: string }

/** A text field of the surrounding `Form`: its label, the input, its hint or error, tied by aria. */
export function Field<T extends FieldValues = FieldValues>(
  props: InputFieldProps<T> | TextareaFieldProps<T>,
) {
  const { name, label, id: ownId, hint, labelAside, hideLabel, className, inputClassName, ...control } = props
  const { onChange: _onChange, onBlur: _onBlur, ...rest } = control
  const id = useFieldId(name, ownId)
  const { register } = useFormContext<T>()
  // The caller's own handlers run after the form's (a tax id written the usual way once left).
  const registered = register(name, {
    onChange: control.onChange as ((event: unknown) => void) | undefined,
    onBlur: control.onBlur as ((event: unknown) => void) | undefined,
  })
  const { error, aria } = useFieldError<T>(name, id, Boolean(hint))
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      hideLabel={hideLabel}
      className={className}
    >
      {rest.multiline ? (
        <Textarea
          {...(({ multiline: _, ...textarea }) => textarea)(rest as TextareaFieldProps<T>)}
          {...aria}
          className={inputClassName}
          {...registered}
        />
      ) : (
        <Input
          {...(({ multiline: _, ...input }) => input)(rest as InputFieldProps<T>)}
          {...aria}
          className={inputClassName}
          {...registered}
        />
      )}
    </FormField>
  )
}
