import { CalendarIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Popover, PopoverContent, PopoverTrigger } from './popover'
import { Skeleton } from './skeleton'

/** The date picker's years reach 100 years back by default. */
export const CALENDAR_YEARS_BACK = 100
/** Only the lower bound is fixed; payment due dates lie ahead, so a few years forward are offered. */
export const CALENDAR_YEARS_AHEAD = 10

// The calendar (react-day-picker and its date library) loads when a picker is about to open, so pages with
// a date field do not carry it on their first load.
const loadCalendar = () => import('./calendar')
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })))

export interface DatePickerProps {
  value: Date | null
  /** Once a date is chosen it stays required, so there is no way back to none. */
  onChange: (date: Date) => void
  id?: string
  placeholder?: string
  disabled?: boolean
  className?: string
  /** The years offered, by default from 100 years back to 10 ahead. */
  fromYear?: number
  toYear?: number
  /** Days that cannot be chosen, such as dates before an invoice was issued. */
  isDisabled?: (date: Date) => boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-label'?: string
  /** Where the calendar is mounted, when the picker sits inside a dialog or drawer. */
  container?: HTMLElement | null
}

/** A button showing the date in the interface language ("Jan 5, 2026") that opens a calendar of single days. */
export function DatePicker({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  className,
  fromYear = new Date().getFullYear() - CALENDAR_YEARS_BACK,
  toYear = new Date().getFullYear() + CALENDAR_YEARS_AHEAD,
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
          onFocus={() => void loadCalendar()}
          onPointerEnter={() => void loadCalendar()}
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
        <Suspense fallback={<Skeleton className="m-3 h-72 w-64" />}>
          <Calendar
            selected={value}
            autoFocus
            startMonth={new Date(fromYear, 0, 1)}
            endMonth={new Date(toYear, 11, 31)}
            isDisabled={isDisabled}
            onSelect={(date) => {
              onChange(date)
              setOpen(false)
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}
