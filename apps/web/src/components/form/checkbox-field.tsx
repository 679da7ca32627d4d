import type { ReactNode } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { useController, useFormContext } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { useFieldId } from './form-context'

interface CheckboxFieldProps<T extends FieldValues> {
  name: FieldPath<T>
  label: ReactNode
  id?: string
  hint?: ReactNode
  disabled?: boolean
  className?: string
}

/** A yes/no value of the surrounding form: the checkbox with its label beside it and a hint under it. */
export function CheckboxField<T extends FieldValues>({
  name,
  label,
  id: ownId,
  hint,
  disabled,
  className,
}: CheckboxFieldProps<T>) {
  const id = useFieldId(name, ownId)
  const { control } = useFormContext<T>()
  const { field } = useController<T>({ control, name })
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          ref={field.ref}
          checked={Boolean(field.value)}
          disabled={disabled}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="font-normal leading-snug">
          {label}
        </Label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="pl-6 text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  )
}
