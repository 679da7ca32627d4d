import { describe, expect, it } from 'vitest'
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatLanguageOf,
  formatMoney,
  formatPercent,
  numberSeparators,
} from './locale-format.ts'

// Intl separates "R$" from the amount with a no-break space in Portuguese.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('locale formatting', () => {
  it('writes money as each language does', () => {
    expect(plain(formatMoney('1234.56', 'BRL', 'pt-BR'))).toBe('R$ 1.234,56')
    expect(formatMoney('1234.56', 'BRL', 'en')).toBe('R$1,234.56')
    expect(plain(formatMoney('49.9', 'BRL', 'pt-BR'))).toBe('R$ 49,90')
    expect(plain(formatMoney('-5.00', 'BRL', 'pt-BR'))).toBe('-R$ 5,00')
    expect(formatMoney('5', 'USD', 'en')).toBe('$5.00')
  })

  it('keeps every digit of a large amount, which a float would round', () => {
    expect(formatMoney('9007199254740993.01', 'BRL', 'en')).toBe('R$9,007,199,254,740,993.01')
  })

  it('writes numbers and percentages with the language’s separators', () => {
    expect(formatDecimal('1234.5', 'pt-BR')).toBe('1.234,5')
    expect(formatDecimal('1234.5', 'en')).toBe('1,234.5')
    expect(formatPercent('12.5', 'pt-BR')).toBe('12,5%')
    expect(formatPercent('12.5', 'en')).toBe('12.5%')
    expect(formatPercent('7.125', 'pt-BR')).toBe('7,125%')
  })

  it('learns the separators and the currency symbol from Intl', () => {
    expect(numberSeparators('pt-BR')).toEqual({ group: '.', decimal: ',' })
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' })
    expect(currencySymbol('BRL', 'pt-BR')).toBe('R$')
    expect(currencySymbol('USD', 'en')).toBe('$')
  })

  it('writes days as 24/11/2026 in Portuguese and Nov 24, 2026 in English', () => {
    const day = '2026-11-24T12:00:00Z'
    expect(formatDate(day, 'pt-BR', 'UTC')).toBe('24/11/2026')
    expect(formatDate(day, 'en', 'UTC')).toBe('Nov 24, 2026')
    expect(formatDateTime('2026-01-05T15:04:00Z', 'pt-BR', 'UTC')).toBe('05/01/2026, 15:04')
    expect(plain(formatDateTime('2026-01-05T15:04:00Z', 'en', 'UTC'))).toBe('Jan 5, 2026, 3:04 PM')
  })

  it('reads any Portuguese tag as Brazilian and anything it has no texts for as English', () => {
    expect(formatLanguageOf('pt-BR')).toBe('pt-BR')
    expect(formatLanguageOf('pt')).toBe('pt-BR')
    expect(formatLanguageOf('en-US')).toBe('en')
    expect(formatLanguageOf('es-AR')).toBe('en')
    expect(formatLanguageOf(null)).toBe('en')
  })
})
