import type { ReactNode } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ControlledField } from './controlled-field'

interface SelectFieldProps<T extends FieldValues, C extends string> {
  name: FieldPath<T>
  label: ReactNode
  id?: string
  className?: string
  choices: readonly C[]
  /** The text shown for a choice. */
  nameOf: (choice: C) => string
}

/** A pick from a fixed list (a refund method, a cancel reason) of the surrounding form. */
export function SelectField<T extends FieldValues, C extends string>({
  choices,
  nameOf,
  ...frame
}: SelectFieldProps<T, C>) {
  return (
    <ControlledField<T>
      {...frame}
      render={({ field, aria }) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {choices.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {nameOf(choice)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  )
}
