import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { type ComponentProps, useMemo } from 'react'
import { DayButton, DayPicker, type DayPickerLocale } from 'react-day-picker'
import { enUS } from 'react-day-picker/locale/en-US'
import { ptBR } from 'react-day-picker/locale/pt-BR'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

/** The calendar's month names, weekdays and day labels in each interface language. */
const locales: Record<string, DayPickerLocale> = { en: enUS, 'pt-BR': ptBR }

export interface CalendarProps {
  selected: Date | null
  onSelect: (date: Date) => void
  /** The first and last month the month and year lists offer. */
  startMonth: Date
  endMonth: Date
  /** Days that cannot be chosen, such as dates before an invoice was issued. */
  isDisabled?: (date: Date) => boolean
  /** Moves keyboard focus to the selected (or today's) day when shown, as a popover calendar should. */
  autoFocus?: boolean
  className?: string
}

/**
 * One month of days (react-day-picker) with month and year lists, in the interface language. Arrow keys
 * move by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year), Enter
 * or Space chooses. A chosen day stays chosen when picked again: once set, a date is required.
 */
export function Calendar({
  selected,
  onSelect,
  startMonth,
  endMonth,
  isDisabled,
  autoFocus = false,
  className,
}: CalendarProps) {
  const { t, i18n } = useTranslation()
  const locale = locales[i18n.language] ?? enUS
  const labels = useMemo(
    () => ({
      labelPrevious: () => t('ui.calendar.previousMonth'),
      labelNext: () => t('ui.calendar.nextMonth'),
      labelMonthDropdown: () => t('ui.calendar.month'),
      labelYearDropdown: () => t('ui.calendar.year'),
    }),
    [t],
  )
  return (
    <DayPicker
      mode="single"
      required
      selected={selected ?? undefined}
      onSelect={onSelect}
      defaultMonth={selected ?? undefined}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={isDisabled}
      autoFocus={autoFocus}
      showOutsideDays
      captionLayout="dropdown"
      locale={locale}
      labels={labels}
      className={cn('w-fit p-3 [--cell-size:--spacing(9)]', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
        button_previous: navButtonClass,
        button_next: navButtonClass,
        month_caption: 'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
        dropdowns: 'flex h-(--cell-size) w-full items-center justify-center gap-1.5 font-medium text-sm',
        dropdown_root:
          'relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50',
        dropdown: 'absolute inset-0 cursor-pointer bg-popover opacity-0',
        caption_label:
          'flex h-8 select-none items-center gap-1 rounded-md pr-1 pl-2 font-medium text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'flex-1 select-none rounded-md font-normal text-[0.8rem] text-muted-foreground',
        week: 'mt-2 flex w-full',
        day: 'group/day relative aspect-square size-(--cell-size) select-none p-0 text-center',
        today: 'rounded-md bg-accent text-accent-foreground',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) => {
          const Icon =
            orientation === 'left'
              ? ChevronLeftIcon
              : orientation === 'right'
                ? ChevronRightIcon
                : ChevronDownIcon
          return <Icon className={cn('size-4', chevronClass)} aria-hidden />
        },
        DayButton: CalendarDayButton,
      }}
    />
  )
}

const navButtonClass = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-(--cell-size) select-none p-0 aria-disabled:opacity-50',
)

function CalendarDayButton({ className, modifiers, ...props }: ComponentProps<typeof DayButton>) {
  return (
    <DayButton
      modifiers={modifiers}
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'size-(--cell-size) font-normal',
        modifiers.selected &&
          'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
        className,
      )}
      {...props}
    />
  )
}
