import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

/** Spec section 9: the date picker's years reach 100 years back by default. */
export const CALENDAR_YEARS_BACK = 100
/** The spec fixes only the lower bound; payment due dates lie ahead, so a few years forward are offered. */
export const CALENDAR_YEARS_AHEAD = 10

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/** The same day in another month, or that month's last day when it is shorter (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay))
}

export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  )
}

/** The six weeks (Sunday first) that show a month, with the neighbouring months' days filling the edges. */
function weeksOf(month: Date): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1)
  const start = addDays(first, -first.getDay())
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  )
}

function clampToYears(date: Date, fromYear: number, toYear: number): Date {
  if (date.getFullYear() < fromYear) return new Date(fromYear, 0, 1)
  if (date.getFullYear() > toYear) return new Date(toYear, 11, 31)
  return date
}

export interface CalendarProps {
  selected: Date | null
  onSelect: (date: Date) => void
  fromYear?: number
  toYear?: number
  /** Days that cannot be chosen, such as dates before an invoice was issued. */
  isDisabled?: (date: Date) => boolean
  /** Moves keyboard focus to the selected (or today's) day when shown, as a popover calendar should. */
  autoFocus?: boolean
  className?: string
}

/**
 * One month of days as a table of day buttons, with month and year lists. Arrow keys move by day and week, Home/End
 * to the week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space chooses.
 */
export function Calendar({
  selected,
  onSelect,
  fromYear = new Date().getFullYear() - CALENDAR_YEARS_BACK,
  toYear = new Date().getFullYear() + CALENDAR_YEARS_AHEAD,
  isDisabled,
  autoFocus = false,
  className,
}: CalendarProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const [focused, setFocused] = useState(() =>
    clampToYears(startOfDay(selected ?? new Date()), fromYear, toYear),
  )
  const grid = useRef<HTMLTableElement>(null)
  const moveFocus = useRef(autoFocus)
  const today = startOfDay(new Date())

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  })

  const names = useMemo(() => {
    const month = new Intl.DateTimeFormat(locale, { month: 'long' })
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' })
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' })
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full' })
    // 2023-01-01 was a Sunday.
    const sunday = new Date(2023, 0, 1)
    return {
      months: Array.from({ length: 12 }, (_, index) => month.format(new Date(2023, index, 1))),
      weekdays: Array.from({ length: 7 }, (_, index) => ({
        short: weekday.format(addDays(sunday, index)),
        long: weekdayLong.format(addDays(sunday, index)),
      })),
      full: (date: Date) => full.format(date),
    }
  }, [locale])

  const go = (date: Date, focusDay: boolean) => {
    moveFocus.current = focusDay
    setFocused(clampToYears(date, fromYear, toYear))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -focused.getDay()),
      End: () => addDays(focused, 6 - focused.getDay()),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    go(move(), true)
  }

  const years = Array.from({ length: toYear - fromYear + 1 }, (_, index) => toYear - index)
  const atStart = focused.getFullYear() === fromYear && focused.getMonth() === 0
  const atEnd = focused.getFullYear() === toYear && focused.getMonth() === 11
  const selectClass =
    'h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

  return (
    <div data-slot="calendar" className={cn('w-fit p-3', className)}>
      <div className="flex items-center justify-between gap-1 pb-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-8' })}
          onClick={() => go(addMonths(focused, -1), false)}
          disabled={atStart}
          aria-label={t('ui.calendar.previousMonth')}
        >
          <ChevronLeftIcon aria-hidden />
        </button>
        <div className="flex gap-1">
          <select
            aria-label={t('ui.calendar.month')}
            className={selectClass}
            value={focused.getMonth()}
            onChange={(event) =>
              go(addMonths(focused, Number(event.target.value) - focused.getMonth()), false)
            }
          >
            {names.months.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('ui.calendar.year')}
            className={selectClass}
            value={focused.getFullYear()}
            onChange={(event) =>
              go(addMonths(focused, (Number(event.target.value) - focused.getFullYear()) * 12), false)
            }
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-8' })}
          onClick={() => go(addMonths(focused, 1), false)}
          disabled={atEnd}
          aria-label={t('ui.calendar.nextMonth')}
        >
          <ChevronRightIcon aria-hidden />
        </button>
      </div>
      <table
        ref={grid}
        aria-label={`${names.months[focused.getMonth()]} ${focused.getFullYear()}`}
        onKeyDown={onKeyDown}
        className="border-collapse"
      >
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="w-9 py-1 text-center font-normal text-muted-foreground text-xs"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(focused).map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const outside = day.getMonth() !== focused.getMonth()
                const isSelected = isSameDay(day, selected)
                const disabled =
                  day.getFullYear() < fromYear || day.getFullYear() > toYear || Boolean(isDisabled?.(day))
                return (
                  <td key={day.toISOString()} className="p-0">
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      disabled={disabled}
                      aria-label={names.full(day)}
                      aria-pressed={isSelected}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      onClick={() => {
                        setFocused(day)
                        onSelect(day)
                      }}
                      className={cn(
                        'size-9 cursor-pointer rounded-md text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-40',
                        outside && 'text-muted-foreground',
                        isSameDay(day, today) && !isSelected && 'bg-accent font-semibold',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
