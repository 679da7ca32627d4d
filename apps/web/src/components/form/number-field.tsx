import type { ReactNode } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { NumberInput, type NumberInputProps } from '@/components/ui/number-input'
import { ControlledField } from './controlled-field'

type NumberFieldProps<T extends FieldValues> = {
  name: FieldPath<T>
  label: ReactNode
  id?: string
  hint?: ReactNode
  className?: string
  /** A unit shown after the field ("kg", "%"). */
  suffix?: ReactNode
} & Omit<NumberInputProps, 'value' | 'onValueChange' | 'id'>

/**
 * A number of the surrounding form, read and shown in the interface language by `NumberInput`: money,
 * weights and percentages are held as decimal text ("49.90"), quantities as whole numbers, never floats.
 */
export function NumberField<T extends FieldValues>({
  name,
  label,
  id,
  hint,
  className,
  suffix,
  ...input
}: NumberFieldProps<T>) {
  return (
    <ControlledField<T>
      name={name}
      label={label}
      id={id}
      hint={hint}
      className={className}
      render={({ field, aria }) => {
        const control = (
          <NumberInput
            {...({
              ...input,
              value: field.value ?? null,
              onValueChange: (value: number | string | null) => field.onChange(value),
            } as NumberInputProps)}
            {...aria}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
          />
        )
        return suffix ? (
          <div className="flex items-center gap-2">
            {control}
            <span className="text-muted-foreground text-sm">{suffix}</span>
          </div>
        ) : (
          control
        )
      }}
    />
  )
}

/** An amount of money in a currency: the field the refund and collect-payment forms share, among others. */
export function MoneyField<T extends FieldValues>(
  props: Omit<NumberFieldProps<T>, 'kind'> & { currencyCode?: string },
) {
  return <NumberField<T> {...(props as NumberFieldProps<T>)} kind="money" />
}
