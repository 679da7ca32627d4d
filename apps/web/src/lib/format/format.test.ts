import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPercent,
  initials,
} from '.'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatting in English', () => {
  it('formats money in US English with BRL by default', () => {
    expect(formatMoney(1234.5)).toBe('R$1,234.50')
    expect(formatMoney('10', 'USD')).toBe('$10.00')
  })

  it('formats dates like MMM d, y', () => {
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026')
  })

  it('formats a moment with its time of day', () => {
    expect(plain(formatDateTime(new Date(2026, 0, 5, 15, 4)))).toBe('Jan 5, 2026, 3:04 PM')
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

describe('formatting in Brazilian Portuguese', () => {
  afterEach(async () => {
    await changeLanguage('en')
  })

  it('follows the interface language once it changes', async () => {
    await changeLanguage('pt-BR')
    expect(plain(formatMoney('1234.56'))).toBe('R$ 1.234,56')
    expect(plain(formatMoney('49.90', 'USD'))).toBe('US$ 49,90')
    expect(currencySymbol()).toBe('R$')
    expect(formatNumber('1234.5')).toBe('1.234,5')
    expect(formatPercent('12.5')).toBe('12,5%')
    expect(formatDate(new Date(2026, 10, 24, 12))).toBe('24/11/2026')
    expect(formatDateTime(new Date(2026, 0, 5, 15, 4))).toBe('05/01/2026, 15:04')
    expect(formatFileSize(1536)).toBe('1,5 KB')
  })
})
