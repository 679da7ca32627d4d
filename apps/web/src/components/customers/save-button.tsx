import { Loader2Icon } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'

interface SaveButtonProps extends Omit<ButtonProps, 'children'> {
  saving: boolean
  label: string
  savingLabel: string
}

/** Spec section 2.5: Save shows a loading button while the customer is being saved. */
export function SaveButton({ saving, label, savingLabel, disabled, ...props }: SaveButtonProps) {
  return (
    <Button type="submit" disabled={saving || disabled} aria-busy={saving || undefined} {...props}>
      {saving && <Loader2Icon className="animate-spin" aria-hidden />}
      {saving ? savingLabel : label}
    </Button>
  )
}
