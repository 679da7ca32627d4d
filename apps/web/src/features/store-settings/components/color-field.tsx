import type { FieldPath, FieldValues } from 'react-hook-form'
import { ControlledField } from '@/components/form/controlled-field'
import { Input } from '@/components/ui/input'

interface ColorFieldProps<T extends FieldValues> {
  name: FieldPath<T>
  label: string
  /** The swatch's own name for screen readers: 'Pick Primary colour'. */
  pickLabel: string
}

const HEX = /^#[0-9A-Fa-f]{6}$/

/**
 * A colour as '#RRGGBB': the browser's colour picker beside the text, which is what is saved and checked
 * (the picker cannot show a half-typed value, so it keeps the last whole one).
 */
export function ColorField<T extends FieldValues>({ name, label, pickLabel }: ColorFieldProps<T>) {
  return (
    <ControlledField<T>
      name={name}
      label={label}
      render={({ field, aria }) => {
        const value = String(field.value ?? '')
        return (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={pickLabel}
              className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
              value={HEX.test(value) ? value.toLowerCase() : '#000000'}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            />
            <Input
              {...aria}
              ref={field.ref}
              name={field.name}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              className="w-32 font-mono uppercase"
            />
          </div>
        )
      }}
    />
  )
}
