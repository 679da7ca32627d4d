import { CalendarIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Calendar, type CalendarProps } from './calendar'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

export interface DatePickerProps extends Pick<CalendarProps, 'fromYear' | 'toYear' | 'isDisabled'> {
  value: Date | null
  /** Spec section 2.5: once a date is chosen it stays required, so there is no way back to none. */
  onChange: (date: Date) => void
  id?: string
  placeholder?: string
  disabled?: boolean
  className?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-label'?: string
  /** Where the calendar is mounted, when the picker sits inside a dialog or drawer. */
  container?: HTMLElement | null
}

/** A button showing the date as the spec writes it (MMM d, y) that opens a calendar of single days. */
export function DatePicker({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  className,
  fromYear,
  toYear,
  isDisabled,
  container,
  ...aria
}: DatePickerProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          data-empty={!value}
          className={cn(
            'w-full justify-start gap-2 text-left font-normal data-[empty=true]:text-muted-foreground aria-invalid:border-destructive',
            className,
          )}
          {...aria}
        >
          <CalendarIcon aria-hidden />
          {value ? formatDate(value) : (placeholder ?? t('ui.datePicker.placeholder'))}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" container={container}>
        <Calendar
          selected={value}
          autoFocus
          fromYear={fromYear}
          toYear={toYear}
          isDisabled={isDisabled}
          onSelect={(date) => {
            onChange(date)
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}
