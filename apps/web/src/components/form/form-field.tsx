import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

interface FormFieldProps {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
  /** Rendered beside the label, such as a "Forgot your password?" link. */
  labelAside?: ReactNode
  /**
   * The label is read by screen readers only, where the screen already says what the field is (a card's
   * title above it, a list of values typed one below the other).
   */
  hideLabel?: boolean
  children: ReactNode
}

/** Label, control, hint and error in one column; the control is expected to point at `${id}-error`. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  labelAside,
  hideLabel = false,
  children,
}: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      {hideLabel ? (
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}

/** The aria attributes that tie a control to its FormField's error or hint text. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const
}
