/**
 * A store's wall clock: the calendar day and time of day an instant is in a time zone, and the instant a
 * day and time of that zone is. Staff enter and read times in their store's zone, whatever zone their
 * browser is in; the API stores and compares instants.
 */

/** A calendar day ('2026-12-01') and a time of day on a 24-hour clock ('00:00'). */
export interface WallClock {
  date: string
  time: string
}

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    // Read part by part as numbers, never shown: any language will do, with Latin digits.
    format = new Intl.DateTimeFormat(undefined, {
      numberingSystem: 'latn',
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The zone's wall clock at `instant`, as the numbers of a UTC date (seconds kept, milliseconds not). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** The day and time `instant` (milliseconds) shows on the clocks of `timeZone`, to the minute. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const wall = new Date(wallClockAsUtc(instant, timeZone))
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  }
}

const DAY = 24 * 60 * 60 * 1000

/**
 * The instant (milliseconds) the clocks of `timeZone` show `date` at `time`. A time they show twice (put
 * back for daylight saving) is its first; a time they skip (put forward) is read with the offset before.
 */
export function instantAtWallClock({ date, time }: WallClock, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const offsetAt = (instant: number) => wallClockAsUtc(instant, timeZone) - instant
  // A zone changes its offset at most once within a day either side: the time is one of these two.
  const before = asUtc - offsetAt(asUtc - DAY)
  const after = asUtc - offsetAt(asUtc + DAY)
  const shown = [before, after].filter((instant) => wallClockAsUtc(instant, timeZone) === asUtc)
  return shown.length > 0 ? Math.min(...shown) : before
}
