import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

/** A checkbox with its label beside it that acts at once (not part of a form: see components/form/checkbox-field). */
export function LabelledCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  hint,
}: {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  hint?: string
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      {hint && <p className="pl-6 text-muted-foreground text-xs">{hint}</p>}
    </div>
  )
}
