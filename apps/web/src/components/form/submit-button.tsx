import { Loader2Icon } from 'lucide-react'
import { type ReactNode, useContext } from 'react'
import { useFormContext } from 'react-hook-form'
import { Button, type ButtonProps } from '@/components/ui/button'
import { FormSettingsContext } from './form-context'

interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'type'> {
  label: ReactNode
  /** Said while the form is being sent. */
  pendingLabel: ReactNode
  /** At work for a reason the form does not know (a mutation started elsewhere). */
  pending?: boolean
}

/**
 * The form's submit button: disabled and saying so while the form is being sent. In a nested form it is
 * a plain button that sends its own form, never the one around it.
 */
export function SubmitButton({ label, pendingLabel, pending, disabled, ...props }: SubmitButtonProps) {
  const busy = useFormBusy() || Boolean(pending)
  const { submitNested } = useContext(FormSettingsContext)
  return (
    <Button
      type={submitNested ? 'button' : 'submit'}
      onClick={submitNested}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Loader2Icon className="animate-spin" aria-hidden />}
      {busy ? pendingLabel : label}
    </Button>
  )
}

/** Whether the surrounding form is being sent; false outside a form (a footer button pointing at one). */
function useFormBusy(): boolean {
  const context = useFormContext() as ReturnType<typeof useFormContext> | null
  return context?.formState.isSubmitting ?? false
}
