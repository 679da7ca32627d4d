import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useCustomerMode } from '@/lib/customer-mode'
import { cn } from '@/lib/utils'

/** Shown from medium screens up; its value survives reloads. */
export function CustomerModeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [on, setOn] = useCustomerMode()
  return (
    <div className={cn('hidden items-center gap-2 md:flex', className)}>
      <Switch id={id} checked={on} onCheckedChange={setOn} />
      <Label htmlFor={id} className="cursor-pointer font-normal text-sm">
        {t('shell.customerMode')}
      </Label>
    </div>
  )
}
