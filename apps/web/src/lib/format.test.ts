import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatFileSize, formatMoney, initials } from './format'

describe('formatting', () => {
  it('formats money in US English with BRL by default', () => {
    expect(formatMoney(1234.5)).toBe('R$1,234.50')
    expect(formatMoney('10', 'USD')).toBe('$10.00')
  })

  it('formats dates like MMM d, y', () => {
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026')
  })

  it('formats a moment with its time of day', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 15, 4))).toBe('Jan 5, 2026, 3:04 PM')
  })

  it('formats file sizes in base 1024', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB')
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB')
  })

  it('takes initials from the first and last name', () => {
    expect(initials('Ana Maria Souza')).toBe('AS')
    expect(initials('ipê')).toBe('I')
    expect(initials('  ')).toBe('?')
  })
})
