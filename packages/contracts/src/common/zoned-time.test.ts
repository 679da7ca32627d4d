import { describe, expect, it } from 'vitest'
import { instantAtWallClock, wallClockAt } from './zoned-time.ts'

describe("a store's wall clock", () => {
  it('is the day and time an instant shows in the zone, whatever zone the computer is in', () => {
    const instant = Date.parse('2026-12-01T03:59:00Z')
    expect(wallClockAt(instant, 'America/Manaus')).toEqual({ date: '2026-11-30', time: '23:59' })
    expect(wallClockAt(instant, 'America/Sao_Paulo')).toEqual({ date: '2026-12-01', time: '00:59' })
    expect(wallClockAt(instant, 'Asia/Kolkata')).toEqual({ date: '2026-12-01', time: '09:29' })
  })

  it('is the instant of a day and time in the zone, and back: midnight in Manaus is 04:00 in UTC', () => {
    const midnight = instantAtWallClock({ date: '2026-12-01', time: '00:00' }, 'America/Manaus')
    expect(new Date(midnight).toISOString()).toBe('2026-12-01T04:00:00.000Z')
    expect(wallClockAt(midnight, 'America/Manaus')).toEqual({ date: '2026-12-01', time: '00:00' })
  })

  it('follows daylight saving: the same wall time is another offset in summer and in winter', () => {
    const winter = instantAtWallClock({ date: '2026-01-15', time: '09:00' }, 'Europe/Lisbon')
    const summer = instantAtWallClock({ date: '2026-07-15', time: '09:00' }, 'Europe/Lisbon')
    expect(new Date(winter).toISOString()).toBe('2026-01-15T09:00:00.000Z')
    expect(new Date(summer).toISOString()).toBe('2026-07-15T08:00:00.000Z')
    // 01:30 on the night the clocks go back happens twice: the first one.
    const twice = instantAtWallClock({ date: '2026-10-25', time: '01:30' }, 'Europe/Lisbon')
    expect(new Date(twice).toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })
})
